import { NextResponse } from 'next/server';
import { LEAD_TOKEN_COOKIE } from '@/lib/auth/cookies';
import { route } from '@/lib/http/route';

// POST /api/leads/logout – forget the lead token (the cookie is HttpOnly, so only the server can)
export const POST = route({}, async () => {
  const response = NextResponse.json({ data: null });
  response.cookies.delete(LEAD_TOKEN_COOKIE);
  return response;
});
