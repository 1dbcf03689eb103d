/**
 * The request line's target, in the form Next can route (RFC 9112 §3.2). Browsers send the
 * origin form (`/path?q`); the absolute form (`http://host/path`) is what clients send to a
 * proxy, and Next answers it with a redirect to that URL, whatever the host (an open redirect
 * for anyone who can shape a request line, and a poisoned cache behind a proxy). So it becomes
 * the origin form, and its host the Host (the RFC has the target's host win over the header).
 * The asterisk form (`*`) is for OPTIONS alone; Next throws on it (a 500).
 */
export type RequestTarget = { form: 'origin'; path: string; host: string | null } | { form: 'asterisk' } | { form: 'invalid' };

export function readRequestTarget(target: string | undefined): RequestTarget {
  if (!target) return { form: 'invalid' };
  if (target.startsWith('/')) return { form: 'origin', path: target, host: null };
  if (target === '*') return { form: 'asterisk' };
  if (!/^https?:\/\//i.test(target)) return { form: 'invalid' };
  try {
    const url = new URL(target);
    if (!url.host) return { form: 'invalid' };
    return { form: 'origin', path: `${url.pathname}${url.search}`, host: url.host };
  } catch {
    return { form: 'invalid' };
  }
}
