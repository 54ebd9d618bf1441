/** Portuguese (pt-PT) messages: the checkout's payment step. */
export default {
  paymentNow: "{amount} agora",
  paymentNothingNow: "0,00 € agora",
  paymentOnAccountHint: "(a encomenda entra na fatura mensal da sua empresa, no prazo acordado)",
  paymentReservationHint: "(reserva de {deposit}; o resto, {rest}, paga na oficina)",
  paymentMethodIfNow: "Meio de pagamento (se pagar agora)",
  paymentContinue: "Continuar: dados de faturação",
};
