import { z } from 'zod';
import { changeTodo, todoPatchBody } from '@/lib/crm/lead-todos';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// PATCH /api/crm/todos/{id} – done, title or due time (todo-changed)
export const PATCH = route({ auth: 'agent', params, notFound: 'To-do not found', body: todoPatchBody }, ({ access, params, body }) => changeTodo(access, params.id, body));
