import { errorResponse, json } from '#server/http';
import { deliverDue } from '#server/sending/deliverDue';

/** The scheduled delivery pass (every 5 minutes on Netlify; `npm run send-due` by hand locally). */
export async function sendDueRoute(): Promise<Response> {
  try {
    const report = await deliverDue();
    console.log(`send-due: ${JSON.stringify(report)}`);
    return json(report);
  } catch (error) {
    return errorResponse(error);
  }
}
