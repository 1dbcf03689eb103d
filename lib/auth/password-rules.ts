/** What a new agent password must be: shared by the API's check and the form's (plain constants, no server code). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
