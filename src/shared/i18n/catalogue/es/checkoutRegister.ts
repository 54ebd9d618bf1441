/** Spanish (es-ES) messages: the checkout's sign-in and registration step. Same keys as ../pt/checkoutRegister.ts. */
import type pt from "../pt/checkoutRegister.ts";

export default {
  registerLoginTitle: "¿Ya tiene cuenta? Inicie sesión",
  email: "Correo electrónico",
  password: "Contraseña",
  registerLoginSubmit: "Iniciar sesión y continuar",
  registerForgot: "¿Ha olvidado la contraseña?",
  registerTitle: "¿Es la primera vez? Cree su cuenta",
  registerIntro: "Guardamos el pedido, la factura y la cita en su área privada.",
  registerHaveAccount: "¿Ya tiene cuenta?",
  registerLoginAnchor: "Iniciar sesión",
  registerFieldNombre: "Nombre",
  registerFieldApellidos: "Apellidos",
  registerFieldTelefono: "Teléfono",
  registerFieldPassword: "Contraseña (mínimo 6 caracteres)",
  registerFieldConfirmPassword: "Confirme la contraseña",
  registerTermsBefore: "He leído y acepto las",
  registerTermsLink: "condiciones de contratación",
  registerTermsAnd: "y la",
  registerPrivacyLink: "política de privacidad",
  registerOffers: "Acepto recibir ofertas por correo electrónico (opcional)",
  registerSubmit: "Crear cuenta y continuar",
} satisfies Record<keyof typeof pt, string>;
