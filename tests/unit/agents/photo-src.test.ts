import { AGENT_PHOTO_WIDTHS, agentPhotoAttrs, agentPhotoSrc, photoWidthOf } from '@/lib/agents/photo-src';

test('SPEC §9: avatar 175, CRM agent 90, and their 2x, nothing else', () => {
  expect([...AGENT_PHOTO_WIDTHS].sort((a, b) => a - b)).toEqual([90, 175, 180, 350]);
  expect(photoWidthOf(null)).toBeNull();
  expect(photoWidthOf('90')).toBe(90);
  expect(photoWidthOf('350')).toBe(350);
  for (const bad of ['', '91', '0', '090', '90.0', '1e2', '-90', '9000', ' 90', 'abc']) expect(photoWidthOf(bad)).toBe('bad');
});

test('our photo routes get ?w= (keeping the version); other URLs come back as they are', () => {
  expect(agentPhotoSrc('/images/agents/avatar-1-3.jpg', 90)).toBe('/images/agents/avatar-1-3.jpg?w=90');
  expect(agentPhotoSrc('/api/agents/12/photo?v=Ab_9-x', 175)).toBe('/api/agents/12/photo?v=Ab_9-x&w=175');
  expect(agentPhotoSrc('/api/agents/12/photo?v=a&w=90', 180)).toBe('/api/agents/12/photo?v=a&w=180');
  expect(agentPhotoSrc('https://cdn.example.com/a.jpg', 90)).toBe('https://cdn.example.com/a.jpg');
  expect(agentPhotoSrc('/images/placeholder.jpg', 90)).toBe('/images/placeholder.jpg');
  expect(agentPhotoSrc(null, 90)).toBeNull();
});

test('img attributes: the place and its 2x as w candidates, sized as shown', () => {
  expect(agentPhotoAttrs('/images/agents/avatar-1-3.jpg', 175, 88)).toEqual({
    src: '/images/agents/avatar-1-3.jpg?w=175',
    srcSet: '/images/agents/avatar-1-3.jpg?w=175 175w, /images/agents/avatar-1-3.jpg?w=350 350w',
    sizes: '88px',
  });
  expect(agentPhotoAttrs('/api/agents/4/photo?v=x', 90, 32)).toEqual({ src: '/api/agents/4/photo?v=x&w=90', srcSet: '/api/agents/4/photo?v=x&w=90 90w, /api/agents/4/photo?v=x&w=180 180w', sizes: '32px' });
  expect(agentPhotoAttrs('https://cdn.example.com/a.jpg', 90)).toEqual({ src: 'https://cdn.example.com/a.jpg' });
});
