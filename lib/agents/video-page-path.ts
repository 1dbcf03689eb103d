/** The link an agent sends to leads: their video on /agent-video (SPEC §2). */
export const agentVideoPath = (id: number) => `/agent-video?agent=${id}`;
