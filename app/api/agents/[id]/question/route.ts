import { NextResponse } from 'next/server';
import { z } from 'zod';
import { findAgent } from '@/lib/agents/directory';
import { askAgentQuestion } from '@/lib/agents/question';
import { notFound } from '@/lib/http/errors';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { requireFullLead } from '@/lib/leads/lead-actions';
import { questionBody as body } from '@/lib/leads/question-body';

const params = z.object({ id: pathId() });

// POST /api/agents/{id}/question – a fully signed-up lead asks an agent of this company (extension of SPEC §7, docs/agents.md): 201
export const POST = route({ body, params, notFound: 'Agent not found', forbidAgents: 'Agents cannot ask agents questions here' }, async ({ viewer, body: { message }, params }) => {
  const lead = requireFullLead(viewer.lead);
  const agent = await findAgent(viewer.company.id, params.id);
  if (agent === null) throw notFound('Agent not found');
  const question = await askAgentQuestion(viewer.company, lead, agent.id, message);
  return NextResponse.json({ data: question }, { status: 201 });
});
