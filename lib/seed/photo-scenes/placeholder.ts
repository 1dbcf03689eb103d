import { H, rect, svgDocument, W } from './svg';

/** Neutral "no photo" art: a house outline on light grey. */
export function placeholderSvg(width: number, height: number): string {
  const stroke = 'stroke="#b4bac1" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" fill="none"';
  const icon = [
    `<path d="M330 448H630" stroke="#cfd4d8" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M372 338L480 246L588 338" ${stroke}/>`,
    `<path d="M400 318V448H560V318" ${stroke}/>`,
    `<path d="M458 448V392H502V448" ${stroke}/>`,
    `<path d="M530 288V254H552V306" ${stroke}/>`,
  ].join('');
  // Drawn around (480, 347) and enlarged about that point so the icon sits centred.
  const body = rect(0, 0, W, H, '#eceef0') + `<g transform="translate(480 330) scale(1.35) translate(-480 -347)">${icon}</g>`;
  return svgDocument(width, height, '', body);
}
