// The signed-in lead as the browser keeps it (plain types shared by the session store and
// the client's lead helpers).

/** GET /api/leads/me's lead (SPEC §3 Lead), as the client keeps it. */
export interface SessionLead {
  id: number;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  emailStatus: string;
  phone: string | null;
  phoneStatus: string;
  completed: boolean;
  agentId: number | null;
  hasCoBuyer: boolean;
  relatedLeadFirstName: string | null;
  isEngaged: boolean;
  stage: string;
}

/** The lead and its counts, as GET /api/leads/me and the sign-up calls answer them. */
export interface LeadProfile extends SessionLead {
  favourites: { data: { total: number } };
  eAlerts: { data: { total: number } };
}
