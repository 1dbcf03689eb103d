import { NextResponse } from 'next/server';

// /api and any other /api path: a JSON 404, not the HTML not-found page.
function notFound() {
  return NextResponse.json({ error: 'Not found', code: 'not_found' }, { status: 404 });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
