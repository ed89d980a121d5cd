import type { AuditEntry } from '#shared/backoffice/desk';
import { firestore, writeTime } from '../firebase';
import * as store from '../store/collections';
import type { StaffMember } from './staff';

/**
 * The audit log of a firm: tenants/{t}/audit_log, one entry per staff action in its workspace
 * (who, what, when, which record), append-only. The firm reads it in Settings; the desk writes it
 * in the same step as the action where it can, right after otherwise.
 */
export const auditLogOf = async (tenantId: string) => store.auditLog(await firestore(), tenantId);

export async function recordAudit(tenantId: string, staff: StaffMember, action: string, record: AuditEntry['record']): Promise<void> {
  await (
    await auditLogOf(tenantId)
  ).add({
    at: await writeTime(),
    by: { uid: staff.uid, name: staff.name, email: staff.email },
    action,
    record,
  });
}

/** Newest first, at most `limit`. */
export async function listAudit(tenantId: string, limit = 200): Promise<AuditEntry[]> {
  const snap = await (await auditLogOf(tenantId)).orderBy('at', 'desc').limit(limit).get();
  return snap.docs.map((doc) => {
    const d = doc.data();
    return { id: doc.id, at: d.at.toDate().toISOString(), by: d.by, action: d.action, record: d.record ?? null };
  });
}
