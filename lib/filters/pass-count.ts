/**
 * How often a search went through the codec's heavy steps, for the unit test that keeps a
 * request to one pass (issue 19 item 3). Plain counters: a few additions per request, no
 * behaviour. Nothing but that test reads them.
 */
export const codecPasses = { parse: 0, clean: 0, normalize: 0 };

export function resetCodecPasses(): void {
  codecPasses.parse = 0;
  codecPasses.clean = 0;
  codecPasses.normalize = 0;
}
