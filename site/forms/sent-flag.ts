/** The query flag a successful no-JS post comes back to its page with: `?contactFormSent=<form name>`. */
export const sentFlag = 'contactFormSent'
