/** The "5 Newsletter Tips" guide offered on /thank-you, rendered to PDF at build time. */
export interface NewsletterTip {
  title: string;
  body: string;
}

export const NEWSLETTER_TIPS_TITLE = '5 Newsletter Tips for Personal-Injury Law Firms';

/** Where the built PDF is served (src/pages/downloads/5-newsletter-tips.pdf.ts). */
export const NEWSLETTER_TIPS_PDF = '/downloads/5-newsletter-tips.pdf';

export const NEWSLETTER_TIPS: readonly NewsletterTip[] = [
  {
    title: 'Send on a fixed monthly rhythm',
    body: 'Pick one day each month and keep it. A predictable newsletter is one readers recognize and open; an irregular one looks like an ad when it finally arrives. If you skip a month, do not send two the next.',
  },
  {
    title: "Write about the reader's town, not your firm",
    body: 'Lead with something local and useful: a dangerous intersection the city is redesigning, winter driving on a familiar highway, a community event. Put news about the firm last and keep it short.',
  },
  {
    title: "Meet CAN-SPAM and your bar's rules in every issue",
    body: 'Include your physical postal address, a working unsubscribe link that you honor within 10 business days, an honest subject line, and a clear note that the email is an advertisement unless readers opted in. Add any label your state requires (New York: "Attorney Advertising" in the subject line). Never promise results, and claim certification only if you hold it; New York and Florida also restrict the word "specialist".',
  },
  {
    title: 'Give one clear next step',
    body: 'End each issue with a single, specific action: save our number, forward this to a neighbor, or reply with a question. Several competing buttons get fewer clicks than one.',
  },
  {
    title: 'Keep it short and readable on a phone',
    body: 'Most readers open email on a phone. Aim for three short items, plain language, text rather than images of text, large tap targets and good contrast. Use your name and a real reply-to address so people can answer you.',
  },
];
