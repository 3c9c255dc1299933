/**
 * The login page's query parameter and hidden field that say where to go back to once logged in
 * (decision 039); its value is checked on the server (`return-path.ts`).
 */
export const returnParameter = 'back'
