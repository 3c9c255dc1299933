/** Where the contact form posts, with JS (JSON) and without (urlencoded); decision 006. */
export const contactFormEndpoint = '/api/forms/contact'
