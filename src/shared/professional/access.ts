/** Who in the back office decides professional applications (pure): admins only, as credit terms are granted. */
import type { StaffScope } from "../operator/access.ts";

export const canDecideApplications = (s: StaffScope): boolean => s.role === "admin";
