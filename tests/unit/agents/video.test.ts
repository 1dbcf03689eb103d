import { parseAgentVideo } from '@/lib/agents/video';

describe('parseAgentVideo (an agent video is embedded only from the allow-list)', () => {
  test('YouTube links of every common form become the youtube-nocookie player', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0';
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtube.com/watch?v=aqz-KE-bpKQ&t=10s',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/shorts/aqz-KE-bpKQ',
      ' https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ ',
    ]) {
      expect(parseAgentVideo(url)).toEqual({ kind: 'youtube', id: 'aqz-KE-bpKQ', provider: 'YouTube', embedUrl: embed });
    }
  });

  test('Vimeo links become the Vimeo player with do-not-track', () => {
    for (const url of ['https://vimeo.com/1084537', 'https://player.vimeo.com/video/1084537']) {
      expect(parseAgentVideo(url)).toEqual({ kind: 'vimeo', id: '1084537', provider: 'Vimeo', embedUrl: 'https://player.vimeo.com/video/1084537?autoplay=1&dnt=1' });
    }
  });

  test('a file the site ships under /videos/', () => {
    expect(parseAgentVideo('/videos/jane-doe.mp4')).toEqual({ kind: 'file', src: '/videos/jane-doe.mp4' });
    expect(parseAgentVideo('/videos/intro.webm')).toEqual({ kind: 'file', src: '/videos/intro.webm' });
  });

  test('anything else is no video', () => {
    for (const url of [
      null, undefined, '', '   ',
      'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'https://evil.example/watch?v=aqz-KE-bpKQ',
      'https://user:pw@www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com:8443/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>',
      'https://www.youtube.com/@somechannel',
      'https://vimeo.com/channels/staffpicks',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//www.youtube.com/watch?v=aqz-KE-bpKQ',
      '/videos/../secret.mp4',
      '/videos/intro.mov',
      '/images/agents/a.jpg',
    ]) {
      expect(parseAgentVideo(url)).toBeNull();
    }
  });
});
