import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Shown when a page takes more than 1 s to load (spec section 4, page loading). */
export function DelayedLoadNotice() {
  const navigation = useNavigation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") {
      setSlow(false);
      return;
    }
    const id = setTimeout(() => setSlow(true), 1000);
    return () => clearTimeout(id);
  }, [navigation.state]);
  if (!slow) return null;
  return (
    <div role="status" className="delayed-notice">
      <span className="spinner" aria-hidden="true" /> A página está a demorar mais do que o habitual. Aguarde um
      momento…
    </div>
  );
}

/** The notice says the back office's text for the window, or the standard text when it has none. */
export function MaintenanceNotice({ active, text = null }: { active: boolean; text?: string | null }) {
  if (!active) return null;
  return (
    <div role="alert" className="maintenance-notice">
      <strong>Manutenção programada:</strong>{" "}
      {text ||
        "nas próximas horas alguns serviços (pagamentos e marcações) podem estar indisponíveis. Pedimos desculpa pelo incómodo."}
    </div>
  );
}

/** Demo mode (embedded database, payment simulator): a thin strip above everything, on every page. */
export function DemoBanner({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <p role="note" className="demo-banner">
      <strong>Demonstração:</strong> pagamentos simulados
    </p>
  );
}
