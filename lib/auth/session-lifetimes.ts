/** An agent's session: 30 days from sign-in. */
export const AGENT_SESSION_SECONDS = 30 * 24 * 60 * 60;
/** SPEC §3: the lead's JWT cookie lives 10 years; its session as long, unless ended. */
export const LEAD_SESSION_SECONDS = 10 * 365 * 24 * 60 * 60;
