/**
 * What a firm may and may not do with search-intent prospects, said plainly on the import
 * screen, each rule with its source (docs/prospects.md carries the same, with what is uncertain).
 */
export function ProspectRules({ retentionDays }: { retentionDays: number }) {
  return (
    <section
      aria-labelledby="prospect-rules-title"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <h3 id="prospect-rules-title" className="font-semibold text-navy-900">
        What you may and may not do with these people
      </h3>
      <p className="mt-1">
        They never asked to hear from your firm. The provider gives us no consent of any kind, and CaseCourier records none.
      </p>
      <h4 className="mt-3 font-semibold">You may</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>
          Email them. Commercial email needs no prior consent if it says it is an advertisement, gives your postal address and a working
          opt-out (CAN-SPAM, 15 U.S.C. § 7704(a)(3) and (a)(5)). CaseCourier adds all three to every email a prospect gets.
        </li>
        <li>
          Treat every email to them as a solicitation. The rules for prospective clients apply: the labels your states require and their
          waiting periods after an accident (for example Florida Bar Rule 4-7.18 and New York Rule 7.3(e)). We do not know their accident
          date, so the waiting periods count from the day they were first seen searching.
        </li>
      </ul>
      <h4 className="mt-3 font-semibold">You may not</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>
          Text them or call them, by an AI calling agent or otherwise, unless they give you their own prior express written consent (47
          U.S.C. § 227(b); 47 CFR § 64.1200(a)(2); FCC 24-17 counts AI voices as artificial). Our agents never call a prospect.
        </li>
        <li>Call a number on a do-not-call list (47 CFR § 64.1200(c)(2)). Such numbers are marked “Do not call” on the contact.</li>
        <li>Contact them live, in person or by a live call, to seek their case (ABA Model Rule 7.3(b) and your state’s version).</li>
      </ul>
      <p className="mt-3">
        A prospect who never engages is deleted after {retentionDays} days. This is a safety guide, not legal advice: your state bar’s rules
        decide.
      </p>
    </section>
  );
}
