import { useLoaderData } from "react-router";

/** A 40-item loader: about what a results or workshop page lists. */
export function loader() {
  return {
    items: Array.from({ length: 40 }, (_, i) => ({
      id: i,
      name: `Artigo ${i + 1}`,
      price: 4990 + i * 137,
      description: "Pneu de verão com boa aderência em piso molhado e baixo ruído de rolamento.",
    })),
  };
}

export function meta() {
  return [{ title: "Página de referência" }];
}

export default function Home() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Página de referência</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <h2>{item.name}</h2>
            <p>{item.description}</p>
            <p>{(item.price / 100).toFixed(2)} €</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
