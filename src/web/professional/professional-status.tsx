/**
 * What /acesso-profissionais shows a customer whose application is under way or approved: the active professional
 * account (company, NIF, monthly invoice, a way to the fleet) or the application in review.
 */
import { Link } from "react-router";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import type { ProfessionalKind, ProfessionalStatusAnswer } from "#src/shared/professional/application.schema.ts";
import { type MessageKey, useT } from "../i18n.ts";
import styles from "./professional.module.css";

/**
 * The kinds of business (PROFESSIONAL_KINDS and PROFESSIONAL_KIND_LABEL in the shared schema), in the page's language
 * and in the schema's order. Typed by the schema's kinds, so a kind added there fails the type check here; the page
 * does not import the schema's values (zod stays out of the page's first load, see `loadSchema`).
 */
export const KIND_LABEL: Record<ProfessionalKind, MessageKey> = {
  fleet: "professional.proKindFrota",
  taxi: "professional.proKindTaxi",
  ride_hailing: "professional.proKindTvde",
  delivery: "professional.proKindEntregas",
  other: "professional.proKindOutro",
};

/** The account's card, or the pending application's; nothing for a customer with neither. */
export function ProfessionalStatusCards({ status, sent }: { status: ProfessionalStatusAnswer | null; sent: boolean }) {
  const { t, path, lang } = useT();
  const pending = status?.candidatura?.estado === "pending";
  return (
    <>
      {status?.conta && (
        <div className={`card ${styles.status}`} role="status">
          <h3>{t("professional.proActiveTitle")}</h3>
          <dl className={styles.facts}>
            <dt>{t("professional.proCompany")}</dt>
            <dd>{status.conta.empresa}</dd>
            <dt>{t("professional.proNif")}</dt>
            <dd>{status.conta.nif}</dd>
            <dt>{t("professional.proPayment")}</dt>
            <dd>{t("professional.proMonthlyInvoice", { days: String(status.conta.diasCredito) })}</dd>
          </dl>
          <p>
            <Link className="btn" to={path("/area-privado/frota")}>
              {t("professional.proGoToFleet")}
            </Link>
          </p>
        </div>
      )}
      {!status?.conta && pending && status.candidatura && (
        <div className={`card ${styles.status}`} role="status">
          <h3>{sent ? t("professional.proReceived") : t("professional.proInReview")}</h3>
          <p>{t("professional.proReviewText", { email: status.candidatura.email })}</p>
          <dl className={styles.facts}>
            <dt>{t("professional.proCompany")}</dt>
            <dd>{status.candidatura.empresa}</dd>
            <dt>{t("professional.proNif")}</dt>
            <dd>{status.candidatura.nif}</dd>
            <dt>{t("professional.proFleet")}</dt>
            <dd>
              {t("professional.proFleetSize", { count: String(status.candidatura.frota), n: status.candidatura.frota })}{" "}
              · {t(KIND_LABEL[status.candidatura.tipo])}
            </dd>
            <dt>{t("professional.proStatus")}</dt>
            <dd>
              {t("professional.proPendingSince", {
                status: t("professional.proStatusPending"),
                date: formatLisbonDateTime(status.candidatura.criadaEm, lang),
              })}
            </dd>
          </dl>
        </div>
      )}
    </>
  );
}
