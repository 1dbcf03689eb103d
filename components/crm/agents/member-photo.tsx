import type { TeamMember } from '@/lib/crm/team-types';
import styles from './team.module.css';
import { agentPhotoAttrs, CRM_AGENT_WIDTH } from '@/lib/agents/photo-src';

/** The agent's photo, or their initials in a circle (an invitee has none yet). Decorative: the name is beside it. */
export function MemberPhoto({ member, size }: { member: Pick<TeamMember, 'photoUrl' | 'firstName' | 'lastName'>; size: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- a tenant-scoped photo route (/api/agents/{id}/photo or /images/agents), like the public agent cards
  if (member.photoUrl) return <img className={styles.photo} {...agentPhotoAttrs(member.photoUrl, CRM_AGENT_WIDTH, size)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  const initials = `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();
  return <span className={styles.initials} style={{ width: size, height: size }} aria-hidden="true">{initials}</span>;
}
