/** The back office's header: its sections (audit for admins only), who is connected, and log out. */
import { Form, NavLink } from "react-router";
import { ROLE_LABEL, type StaffRole } from "#src/shared/operator/access.ts";
import styles from "./operator.module.css";

export function OperatorBar({ nome, perfil }: { nome: string; perfil: StaffRole }) {
  return (
    <div className={styles.bar}>
      <nav aria-label="Área da equipa">
        <ul className={styles.nav}>
          <li>
            <NavLink to="/operador/dia">Folha do dia</NavLink>
          </li>
          <li>
            <NavLink to="/operador/encerramentos">Dias fechados</NavLink>
          </li>
          <li>
            <NavLink to="/operador/oficina">Horário e capacidade</NavLink>
          </li>
          {(perfil === "service" || perfil === "admin") && (
            <>
              <li>
                <NavLink to="/operador/clientes">Clientes</NavLink>
              </li>
              <li>
                <NavLink to="/operador/pedidos">Pedidos</NavLink>
              </li>
            </>
          )}
          <li>
            <NavLink to="/operador/encomendas">Encomendas</NavLink>
          </li>
          {perfil === "admin" && (
            <>
              <li>
                <NavLink to="/operador/produtos">Preços e stock</NavLink>
              </li>
              <li>
                <NavLink to="/operador/promocoes">Promoções</NavLink>
              </li>
              <li>
                <NavLink to="/operador/cupoes">Cupões</NavLink>
              </li>
              <li>
                <NavLink to="/operador/profissionais">Profissionais</NavLink>
              </li>
              <li>
                <NavLink to="/operador/site">Site</NavLink>
              </li>
              <li>
                <NavLink to="/operador/equipa">Equipa</NavLink>
              </li>
              <li>
                <NavLink to="/operador/auditoria">Auditoria</NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      <Form method="post" action="/operador/sair" className={styles.who}>
        <span>
          {nome} · {ROLE_LABEL[perfil]}
        </span>
        <button type="submit" className="btn btn-ghost">
          Sair
        </button>
      </Form>
    </div>
  );
}
