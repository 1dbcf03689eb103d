/**
 * What the demo's leads and agents say to each other: questions, showing requests, replies,
 * texts, e-mails, notes and to-dos. Varied enough that an inbox or a timeline reads like a
 * real office's; `{street}`, `{town}`, `{first}` and `{agent}` are filled in per lead.
 */

export const LISTING_QUESTIONS = [
  'Is the seller flexible on the closing date?',
  'Has there been any water in the basement at {street}?',
  'How old is the roof? The photos make it look fairly new.',
  'Are the taxes on {street} really that low, or is there an exemption that goes away?',
  'Is this on town water or a well?',
  'Any offers on {street} yet? We would like to move quickly.',
  'Does the house have central air or just the mini-splits in the photos?',
  'Would the sellers consider leaving the furniture?',
  'What is the septic situation — has it been upgraded?',
  'Is there room for a pool on the lot?',
  'Why did the price drop last week? Anything we should know?',
  'Is the dock deeded, and how deep is the water at low tide?',
  'Can you send me the property disclosure for {street}?',
  'Is the guest cottage legal to rent out?',
  'How far is {street} from the beach, walking?',
  'Are dogs allowed? It is listed as a condo.',
  'What are the HOA fees, and what do they cover?',
  'Is the basement finished? The listing does not say.',
];

export const SHOWING_MESSAGES = [
  'Saturday morning works best for us, any time before noon.',
  'Can we see {street} after 5 on a weekday? We both work.',
  'We will be out east this weekend — could we fit this one in?',
  'My parents would like to come along, is that OK?',
  'If possible we would like to see it before the open house.',
  'Could we do a second showing? My husband has not seen it yet.',
  'Any chance of a video tour first? We are still in the city.',
  'We are flexible, whatever suits the sellers.',
  null,
  null,
];

export const EMAIL_REPLIES: [string, string][] = [
  ['Re: Homes you might like', 'Thanks {agent}! The second one on the list looks great, can we see it this week?'],
  ['Re: Following up', 'Sorry for the slow reply — we have been traveling. Still very interested, let us talk Monday.'],
  ['Re: Market update for your area', 'Interesting numbers. Do you think prices in {town} will keep going up?'],
  ['Re: New listing in {town}', 'Love the kitchen. Is the lot big enough for a garden?'],
  ['Re: Your saved search', 'Could you widen it to include {town}? Our budget went up a little.'],
  ['Re: Showing confirmation', 'Perfect, see you there. We will bring the pre-approval letter.'],
  ['Re: Checking in', 'We decided to wait until the fall. Please keep sending listings though!'],
  ['Re: Comps you asked for', 'This is really helpful, thank you. We will think about an offer over the weekend.'],
  ['Re: Offer update', 'That is disappointing but understood. Can we go back at $15k more?'],
  ['Re: Inspection report', 'The roof note worries us. Can we ask for a credit?'],
];

export const TEXT_REPLIES = [
  'Yes! Saturday at 11 works.',
  'Can you call me after 6?',
  'Thanks, just looked at it — too close to the road for us.',
  'We are in! What are the next steps?',
  'Not this week, sorry. Maybe next weekend?',
  'Got it, thanks {agent}.',
  'Is {street} still available?',
  'Running 10 minutes late, sorry!',
  'Could you send me the address again?',
  'Loved the house. Let us talk tonight.',
  'Please stop texting me, we already bought.',
  'Who is this?',
];

export const AGENT_TEXTS = [
  'Hi {first}, it is {agent} from the office. Saw you were looking at homes in {town} — any questions?',
  'Are you free this weekend for a showing?',
  'New listing just hit that matches your search: {street}.',
  'Just checking in — still looking in {town}?',
  'Confirming our showing tomorrow at 11. See you there!',
  'The sellers accepted! Congratulations 🎉',
  'Quick heads-up: price just dropped on {street}.',
  'Open house this Sunday 12–2 at {street} if you want to stop by.',
];

export const AGENT_EMAILS: [string, string][] = [
  ['Homes you might like', 'Hi {first}, I pulled together a few homes in {town} that fit what you told me. Let me know which ones you want to see.'],
  ['Following up', 'Hi {first}, just following up on our call. Happy to set up showings whenever suits you.'],
  ['Market update for your area', 'Hi {first}, here is a quick look at what sold in {town} last month and what it means for your search.'],
  ['Comps you asked for', 'Hi {first}, attached are five recent sales near {street}. Prices per square foot are in the table.'],
  ['Showing confirmation', 'Hi {first}, you are confirmed for {street}. I will meet you in the driveway.'],
  ['Offer update', 'Hi {first}, the sellers came back with a counter. Call me when you have a minute.'],
  ['Inspection report', 'Hi {first}, the inspection report is in. Nothing major, but there are a few items to discuss.'],
  ['Checking in', 'Hi {first}, it has been a while — are you still thinking about moving this year?'],
];

export const ANSWERS = [
  'Great question — I checked with the listing agent: {answer}',
  'Hi {first}, {answer} Happy to walk you through it in person.',
  'Thanks for asking! {answer}',
];
export const ANSWER_FACTS = [
  'the sellers are flexible and would prefer a 60-day close.',
  'no water issues were reported and there is a sump pump.',
  'the roof was replaced in 2019.',
  'it is on public water; septic was upgraded two years ago.',
  'there are two offers in, best and final is Friday.',
  'the HOA covers snow, landscaping and the pool.',
];

export const NOTES = [
  'Pre-approved up to $750k with {lender}.',
  'Wants 3+ beds near the water; open to a fixer.',
  'Relocating from Brooklyn in the spring, kids start school in September.',
  'Prefers texts to calls. Best after 6 pm.',
  'Met at the open house on {street}. Very engaged.',
  'Selling a condo in Queens first — contingent buyer.',
  'Husband works remote, needs a home office.',
  'Cash buyer, wants to close before summer.',
  'Lost to another agent — bought through a friend.',
  'Looking for a second home, budget around $1.2M.',
  'Not ready until next year; keep on the long-term drip.',
  'Asked about rental income on guest cottages.',
];

export const TODOS = [
  'Call back about showings',
  'Send comps for {town}',
  'Confirm showing time',
  'Follow up on pre-approval',
  'Check in after the weekend',
  'Send disclosure for {street}',
  'Schedule second showing',
  'Ask about timeline and budget',
  'Send the inspector list',
  'Prepare the offer paperwork',
];

export const DRIP_PLANS = ['New buyer: first 30 days', 'Zillow lead nurture', 'Seller: home value follow-up', 'Long-term nurture (12 months)', 'Open house follow-up'];

export const CALL_NOTES = [
  'Talked about budget and towns; sending listings.',
  'Left a message, will try again tomorrow.',
  'Wants to see three homes Saturday.',
  'Not ready yet, call again in a month.',
  'Discussed the counter offer.',
  '',
];

/** Fills a phrase's placeholders. */
export function fill(text: string, words: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => words[key] ?? match);
}
