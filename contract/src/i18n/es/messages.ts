/**
 * The API's messages in Spanish (plain words, "usted", the glossary's words: docs/architecture.md, Languages). The
 * contract's message groups are translated key by key, so that a message added to a group
 * without its Spanish fails the build; the server's own messages and those with values follow,
 * by their English words. The tests check that every message the API can send is here.
 */
import { AUDIT_MESSAGES } from '../../audit.js';
import { CATALOGUE_MESSAGES, IMAGE_MAX_BYTES } from '../../catalogue.js';
import { LEDGER_MESSAGES } from '../../donations-ledger.js';
import { PUBLIC_NAME_MAX_LENGTH, PUBLIC_NAME_MESSAGES, SAMPLE_MARK, USERNAME_MESSAGES } from '../../donor-privacy.js';
import { BULK_APPROVE_MESSAGES } from '../../fulfilment.js';
import { MAIL_TEMPLATE_MESSAGES } from '../../mail-templates.js';
import { MESSAGES } from '../../messages.js';
import { SPANISH_INVALID_TOKEN } from '../../session-token.js';
import { CLIENT_MESSAGES } from '../../partner-clients.js';
import { PARTNER_MESSAGES } from '../../partners.js';
import { PAYMENT_MESSAGES } from '../../payments.js';
import { PEOPLE_MESSAGES } from '../../people.js';
import { REPORT_MESSAGES } from '../../reports.js';
import { GIFT_MESSAGES } from '../../staff-gifts.js';
import { STOCK_MAX, STOCK_MESSAGES } from '../../stock.js';
import { TRIBUTE_MESSAGES } from '../../tributes.js';
import { VALIDATION_MESSAGES } from '../../validation-messages.js';
import type { MessageCatalogue, MessageValues } from '../translate-message.js';

/** A group's text messages in another language: every key, no other. Messages with values are patterns below. */
type Translated<Group> = { readonly [Key in keyof Group as Group[Key] extends string ? Key : never]: string };

/** The English group beside its Spanish, each message keyed by its English words. */
function byEnglish<Group extends Record<string, unknown>>(english: Group, spanish: Translated<Group>): Record<string, string> {
  return Object.fromEntries(Object.entries(spanish).map(([key, text]) => [english[key] as string, text as string]));
}

/** Status words as they agree with the noun they describe. */
const ORGANISATION_STATUS: Record<string, string> = {
  pending: 'pendiente',
  approved: 'aprobada',
  rejected: 'rechazada',
  suspended: 'suspendida',
};
const CLAIM_STATUS: Record<string, string> = { claimed: 'sin enviar', shipped: 'enviado', delivered: 'entregado', cancelled: 'cancelado' };
const APPLICATION_STATUS: Record<string, string> = {
  'not submitted': 'sin enviar',
  submitted: 'enviada',
  approved: 'aprobada',
  rejected: 'rechazada',
  'info requested': 'esperando más información',
};
const MAIL_STATUS: Record<string, string> = { pending: 'todavía está pendiente', sent: 'ya se envió', failed: 'falló' };
const word = (words: Record<string, string>, value: string | undefined, otherwise = value ?? '') => words[value ?? ''] ?? otherwise;
/** "claimed or shipped" with each status word translated. */
const claimStatuses = (list: string) =>
  list
    .split(' or ')
    .map((status) => word(CLAIM_STATUS, status))
    .join(' o ');
/** What a value of a schema's `format` is, in "Enter a valid …". */
const FORMATS: Record<string, string> = {
  email: 'Escriba un correo electrónico válido.',
  date: 'Escriba una fecha válida.',
  'date-time': 'Escriba una fecha y hora válidas.',
  uri: 'Escriba una dirección web válida.',
  url: 'Escriba una dirección web válida.',
};
const MISSING_FOR_CLAIM: Record<string, string> = {
  'shipping address': 'su dirección de envío',
  'name for shipping': 'su nombre para el envío',
  'name and shipping address': 'su nombre y su dirección de envío',
};

export const SPANISH_MESSAGES: MessageCatalogue = {
  ...byEnglish(MESSAGES, {
    allFieldsRequired: 'Todos los campos son obligatorios.',
    invalidDonationAmount: 'Escriba un monto válido para donar.',
    mustBeLoggedInToDonate: 'Debe iniciar sesión para donar.',
    donationFailed: 'Algo salió mal. Inténtelo de nuevo.',
    glassesNotFound: '¡No encontramos esos lentes!',
    cantLogin: 'No se pudo iniciar sesión',
    unexpectedError: '¡Ocurrió un error inesperado!',
    loginFailed: 'No se puede iniciar sesión con los datos que escribió.',
    notFound: 'No se encontró.',
    notAuthenticated: 'Debe iniciar sesión para hacer esto.',
    invalidToken: SPANISH_INVALID_TOKEN,
    permissionDenied: 'No tiene permiso para hacer esto.',
  }),
  ...byEnglish(VALIDATION_MESSAGES, {
    required: 'Este campo es obligatorio.',
    blank: 'Este campo no puede estar vacío.',
    notAnObject: 'Datos no válidos: se esperaba un objeto JSON.',
    badDate: 'La fecha no tiene el formato correcto. Use este formato: AAAA-MM-DD.',
    badPattern: 'Este valor no tiene la forma que se pide.',
    badPhone: 'Escriba un número de teléfono válido.',
    nullCharacter: 'No se permiten caracteres nulos.',
    invalid: 'Valor no válido.',
    badChoice: 'Esta no es una opción válida.',
    fileTooLarge: 'El archivo pesa más de 5 MB.',
    tooManyDecimals: 'Use 2 decimales como máximo.',
  }),
  ...byEnglish(AUDIT_MESSAGES, { fromAfterTo: 'El primer día no puede ser después del último día.' }),
  ...byEnglish(CATALOGUE_MESSAGES, {
    badImage: 'Suba una imagen válida: un archivo PNG, JPEG, WebP o SVG. El archivo que subió no es una imagen o está dañado.',
    emptyImage: 'El archivo de la imagen está vacío.',
    imageTooLarge: `La imagen pesa más de ${IMAGE_MAX_BYTES / 1024 / 1024} MB; suba un archivo más pequeño.`,
    retired: 'Este artículo se quitó del catálogo y no se puede pedir.',
    alreadyRetired: 'Este artículo ya se quitó del catálogo.',
    notRetired: 'Este artículo no se ha quitado del catálogo.',
    inventoryNotEditable: 'Las existencias cambian en el registro de existencias: recíbalas o ajústelas en la página del artículo.',
  }),
  ...byEnglish(LEDGER_MESSAGES, {
    toBeforeFrom: 'La fecha final es anterior a la fecha inicial.',
    unknownRegion: 'Esa región no existe.',
  }),
  ...byEnglish(REPORT_MESSAGES, { toBeforeFrom: 'La fecha final es anterior a la fecha inicial.' }),
  ...byEnglish(PUBLIC_NAME_MESSAGES, {
    blank: 'Escriba el nombre que se mostrará, o elija aparecer como Anónimo.',
    tooLong: `Use ${PUBLIC_NAME_MAX_LENGTH} caracteres como máximo.`,
    anonymous: 'Un nombre público no puede ser "Anonymous": mejor elija aparecer como Anónimo.',
    sample: `Un nombre público no puede tener "${SAMPLE_MARK}", que marca a los donantes de ejemplo.`,
    taken: 'Este nombre ya es de otro usuario o donante: elija otro nombre público.',
    mixedScripts: 'Escriba cada palabra con un solo alfabeto: una palabra no puede mezclar letras latinas con letras de otro alfabeto.',
    symbols: 'Use letras, números, signos de puntuación y emojis: un nombre público no puede tener otros símbolos.',
  }),
  ...byEnglish(USERNAME_MESSAGES, {
    anonymous: 'Un nombre de usuario no puede ser "Anonymous": así muestran las listas públicas a los donantes que no dan su nombre.',
    publicName: 'Este nombre ya es el nombre público de otro donante: elija otro nombre de usuario.',
  }),
  ...byEnglish(BULK_APPROVE_MESSAGES, {
    notWithinLimit: 'La guía de elegibilidad no marca esta solicitud dentro del límite de ingresos: decídala en su propia página.',
  }),
  ...byEnglish(MAIL_TEMPLATE_MESSAGES, {
    subjectRequired: 'Escriba un asunto.',
    subjectOneLine: 'El asunto debe ser de una sola línea.',
    bodyRequired: 'Escriba el texto del correo.',
  }),
  ...byEnglish(CLIENT_MESSAGES, {
    noPrescription: 'Escriba las cifras de la receta, o suba una foto o un PDF de la receta.',
    tooMany: 'Usted o su organización agregaron muchos clientes en poco tiempo. Inténtelo más tarde.',
    replaceFile: 'Suba otra foto o PDF para cambiar la receta; la receta no se puede quitar.',
    badFile: 'Suba un archivo JPEG, PNG, WebP o PDF.',
    fileAsForm: 'Suba la receta como archivo, en una solicitud multipart/form-data.',
    badMoney: 'Escriba el monto en dólares y centavos.',
    nothingShipped: 'Todavía no se ha enviado ningún par a este cliente.',
  }),
  ...byEnglish(PARTNER_MESSAGES, {
    blank: 'Este campo no puede estar vacío.',
    website: 'Escriba la dirección de un sitio web que empiece con http:// o https://.',
    onePending: 'Ya tiene una organización esperando revisión. Podrá registrar otra cuando el personal decida sobre ella.',
    messageNeeded: 'Escriba un mensaje que diga por qué: los miembros lo leerán.',
    oneLine: 'Escriba esto en una sola línea.',
    noInvitation: 'Usted no tiene ninguna invitación a esta organización.',
    ownOrganisation: 'Usted pertenece a esta organización: otra persona del personal debe decidir sobre ella.',
    alreadyMember: 'Esta persona ya es miembro de la organización.',
    tooManyInvites: 'Ahora no podemos enviar más invitaciones de usted o de su organización. Inténtelo más tarde.',
    addressInvitedEnough: 'Esta dirección ya recibió todas las invitaciones que enviamos en un día. Inténtelo mañana.',
  }),
  ...byEnglish(PAYMENT_MESSAGES, {
    notCharged: 'No se cobra ninguna tarjeta: este sitio registra su donación sin recibir un pago.',
    refundNotConfirmed: 'Solo se puede reembolsar una donación confirmada.',
    giftCancelled: 'Esta donación mensual se canceló.',
    giftNotActive: 'Esta donación mensual todavía no está activa: espere a que se confirme su primer mes.',
    providerFailed: 'El servicio de pagos no respondió. No se cambió nada; inténtelo de nuevo en un momento.',
    noProvider: 'Los pagos con tarjeta no están activados en este sitio.',
    noCardOnFile: 'Esta donación mensual no tiene una tarjeta guardada en el servicio de pagos.',
  }),
  ...byEnglish(PEOPLE_MESSAGES, {
    notOnYourself: 'El personal no puede cambiar su propio acceso; pídaselo a otra persona del personal.',
    lastStaff: 'Este es el último usuario activo del personal: primero dé acceso de personal a otra persona.',
    alreadyInactive: 'Este usuario ya está desactivado.',
    alreadyActive: 'Este usuario ya está activo.',
    alreadyStaff: 'Este usuario ya es del personal.',
    notStaff: 'Este usuario no es del personal.',
  }),
  ...byEnglish(GIFT_MESSAGES, {
    donorNeeded: 'Diga quién dona: un usuario, o un nombre y un correo electrónico.',
    donorTwice: 'Diga quién dona de una sola manera: un usuario, o un nombre y un correo electrónico.',
    notStaffRecorded: 'Solo se puede corregir o anular una donación que anotó el personal; una donación con tarjeta se reembolsa.',
    notConfirmed: 'Solo se puede corregir o anular una donación confirmada: esta está anulada o reembolsada.',
    addressTaken: 'Otra cuenta tiene esta dirección: elija a esa persona como donante.',
    blankReason: 'Diga por qué se anula la donación.',
    nothingToCorrect: 'Envíe por lo menos un campo para corregir.',
  }),
  ...byEnglish(STOCK_MESSAGES, {
    belowZero: 'Las existencias no pueden ser menos de cero.',
    tooHigh: `Las existencias no pueden ser más de ${STOCK_MAX}.`,
    zeroChange: 'Escriba un cambio distinto de cero.',
    blankReason: 'Diga por qué cambian las existencias.',
    kindMismatch: 'Una entrada suma existencias: use un cambio positivo, o no indique el tipo.',
    donorNeeded: 'Diga quién dio los armazones: un usuario, o un nombre y un correo electrónico.',
    donorOnlyForDonated: 'Solo los armazones donados indican quién los dio.',
    donorTwice: 'Diga quién dona de una sola manera: un usuario, o un nombre y un correo electrónico.',
    ledgerStart: 'Existencias al empezar el registro',
    newItem: 'Existencias del artículo nuevo',
    editedOnItem: 'Cambiado en el artículo',
    claimTaken: 'Pedido para un receptor',
    claimReturned: 'Pedido cancelado',
    erasedReturned: 'Pedido cancelado al borrar la cuenta',
  }),
  ...byEnglish(TRIBUTE_MESSAGES, {
    nameRequired: 'Escriba el nombre de la persona a quien la donación honra o recuerda.',
    notifyEmailPrefix: 'La dirección para el aviso:',
    tooManyNotices: 'Ya envió todos los avisos que permitimos en un día. Haga la donación sin dirección para el aviso, o inténtelo mañana.',
  }),

  // The contract's messages with values.
  'Only failed mail can be sent again; this message is {status}.': ({ status }: MessageValues) =>
    `Solo se puede volver a enviar el correo que falló; este mensaje ${word(MAIL_STATUS, status)}.`,
  '{{name}} is not a placeholder of this mail. It can use {allowed}.': '{{name}} no es un marcador de este correo. Puede usar {allowed}.',
  'Keep {{name}} in the text: this mail needs it.': 'Deje {{name}} en el texto: este correo lo necesita.',
  '{{name}} has several lines: use it in the text of the mail, not in the subject.':
    '{{name}} tiene varias líneas: úselo en el texto del correo, no en el asunto.',
  'Your organisation can add clients once our team has approved it.':
    'Su organización podrá agregar clientes cuando nuestro equipo la apruebe.',
  'This organisation is {status}: its members cannot add clients or choose glasses for them.': ({ status }: MessageValues) =>
    `Esta organización está ${word(ORGANISATION_STATUS, status)}: sus miembros no pueden agregar clientes ni elegir lentes para ellos.`,
  'Your organisation can add colleagues once our team has approved it.':
    'Su organización podrá agregar colegas cuando nuestro equipo la apruebe.',
  'This organisation is {status}: its members cannot add anyone.': ({ status }: MessageValues) =>
    `Esta organización está ${word(ORGANISATION_STATUS, status)}: sus miembros no pueden agregar a nadie.`,
  'An organisation that is {status} cannot be given the decision "{decision}".': ({ status, decision }: MessageValues) =>
    `A una organización ${word(ORGANISATION_STATUS, status)} no se le puede dar la decisión "${decision}".`,
  'The address for the notice: {message}': 'La dirección para el aviso: {message}',

  // The rules of the schemas (validation-messages.ts).
  'A valid integer is required.': 'Se necesita un número entero válido.',
  'A valid number is required.': 'Se necesita un número válido.',
  'Must be a valid boolean.': 'Debe ser verdadero o falso.',
  'Not a valid string.': 'No es un texto válido.',
  'Expected a list of items.': 'Se esperaba una lista.',
  'Enter a valid {format}.': ({ format }: MessageValues) => word(FORMATS, format, 'Escriba un valor válido.'),
  'Ensure this field has no more than {limit} characters.': 'Este campo puede tener {limit} caracteres como máximo.',
  'Ensure this field has at least {limit} characters.': 'Este campo debe tener {limit} caracteres como mínimo.',
  'Ensure this value is less than or equal to {limit}.': 'Este valor debe ser menor o igual a {limit}.',
  'Ensure this value is greater than or equal to {limit}.': 'Este valor debe ser mayor o igual a {limit}.',
  'Ensure this value is a multiple of {step}.': 'Este valor debe ser un múltiplo de {step}.',
  'Ensure this value is greater than {limit}.': 'Este valor debe ser mayor que {limit}.',
  'Must be one of: {choices}.': 'Debe ser uno de estos valores: {choices}.',
  // Ajv's own words, for the rules validation-messages.ts has no message of its own for.
  'must NOT have more than {limit} items': 'No puede tener más de {limit} elementos.',
  'must NOT have fewer than {limit} items': 'Debe tener por lo menos {limit} elementos.',
  'must NOT have additional properties': 'No puede tener campos de más.',

  // Requests the server cannot read.
  'Bad request.': 'Petición incorrecta.',
  'Request headers are too large.': 'Los encabezados de la petición son demasiado grandes.',
  'Request body is too large.': 'Los datos enviados son demasiado grandes.',
  'JSON parse error - the body is empty.': 'No se pudo leer el JSON: la petición está vacía.',
  'JSON parse error - {reason}': 'No se pudo leer el JSON: {reason}',
  'Request body size did not match Content-Length.': 'El tamaño de los datos enviados no coincide con Content-Length.',
  'Too many parts in the form.': 'El formulario tiene demasiadas partes.',
  'The request is not multipart/form-data.': 'La petición no es multipart/form-data.',
  'Multipart form parse error - {reason}': 'No se pudo leer el formulario multipart: {reason}',
  'Unsupported media type "{type}" in request.': 'La petición tiene un tipo de contenido que no se acepta: "{type}".',
  'Method "{method}" not allowed. {message}': 'El método "{method}" no está permitido. {message}',
  'Request was throttled. Expected available in {seconds} seconds.': 'Demasiados intentos. Inténtelo de nuevo en {seconds} segundos.',
  'Request was throttled. Another upload of yours is still on its way: send one file at a time.':
    'Demasiados intentos. Otro archivo suyo todavía se está subiendo: envíe un archivo a la vez.',
  'The request did not arrive in time: send it again.': 'La petición no llegó a tiempo: envíela de nuevo.',
  'A server error occurred.': 'Ocurrió un error en el servidor.',
  'The database is unavailable. Please try again shortly.': 'La base de datos no está disponible. Inténtelo de nuevo en un momento.',
  'This cursor is not one the list returned.': 'Este cursor no es uno que haya dado la lista.',
  'Invalid pk "{id}" - object does not exist.': 'El identificador "{id}" no es válido: no existe.',
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.':
    'Esta Idempotency-Key ya se usó en otra petición. Envíe una clave nueva para una petición nueva.',

  // Users, passwords and sign-in.
  'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.':
    'Escriba un nombre de usuario válido. Solo puede tener letras, números y los caracteres @/./+/-/_.',
  'Enter a valid email address.': 'Escriba un correo electrónico válido.',
  'A user with that username already exists.': 'Ya existe un usuario con ese nombre de usuario.',
  'A user with that email already exists.': 'Ya existe un usuario con ese correo electrónico.',
  'The password is too similar to the username.': 'La contraseña se parece demasiado al nombre de usuario.',
  'This password is too short. It must contain at least {min} characters.':
    'Esta contraseña es demasiado corta. Debe tener {min} caracteres como mínimo.',
  'This password is too common.': 'Esta contraseña es demasiado común.',
  'This password is entirely numeric.': 'Esta contraseña tiene solo números.',
  'Invalid password.': 'La contraseña no es correcta.',
  'Invalid token for given user.': 'El enlace no es válido para este usuario.',
  "Invalid user id or user doesn't exist.": 'El usuario no es válido o no existe.',
  'Use /auth/users/set_password/ to change the password.': 'Use /auth/users/set_password/ para cambiar la contraseña.',
  'Only staff can change is_staff.': 'Solo el personal puede cambiar is_staff.',
  'Staff cannot delete their own user.': 'El personal no puede borrar su propio usuario.',
  'Staff users are deleted by other staff, from the users list.':
    'Los usuarios del personal los borra otra persona del personal, desde la lista de usuarios.',
  'Every user keeps exactly one account, donator and donatee record; delete the user instead.':
    'Cada usuario tiene exactamente una cuenta, un registro de donante y uno de receptor; borre el usuario en su lugar.',
  'An account cannot be moved to another user.': 'Una cuenta no se puede pasar a otro usuario.',

  // Applications and claims.
  'A submitted application cannot be withdrawn.': 'Una solicitud enviada no se puede retirar.',
  'The application cannot be changed after the pair has shipped.': 'La solicitud no se puede cambiar después de que se envió el par.',
  'The eye exam cannot be in the future.': 'La fecha del examen de la vista no puede ser en el futuro.',
  'Enter a realistic amount.': 'Escriba un monto realista.',
  'A donatee record cannot be moved to another account.': 'Un registro de receptor no se puede pasar a otra cuenta.',
  'The application cannot be withdrawn after a claim.': 'La solicitud no se puede retirar después de pedir un par.',
  'Send has_claimed: true with the item to claim it.': 'Envíe has_claimed: true con el artículo para pedirlo.',
  'The application changed meanwhile; reload it and try again.':
    'La solicitud cambió mientras tanto; vuelva a cargarla e inténtelo de nuevo.',
  'Write the recipient a message: the reason, or the information you need.':
    'Escriba un mensaje al receptor: el motivo, o la información que necesita.',
  'Only a submitted application can be decided; this one is {status}.': ({ status }: MessageValues) =>
    `Solo se puede decidir una solicitud enviada; esta está ${word(APPLICATION_STATUS, status)}.`,
  'This donatee has already claimed a pair of glasses.': 'Este receptor ya pidió un par de lentes.',
  'This item is out of stock.': 'Este artículo está agotado.',
  'This claim was changed by another request; reload it.': 'Alguien cambió este pedido mientras tanto; vuelva a cargarlo.',
  'A delivered pair cannot be undone; only a claimed or shipped one can.':
    'Un par entregado no se puede deshacer; solo uno sin enviar o enviado.',
  'Apply for an account before claiming a pair of glasses.': 'Envíe su solicitud antes de pedir un par de lentes.',
  'Your application must be approved before you can claim a pair of glasses.':
    'Su solicitud debe estar aprobada antes de que pueda pedir un par de lentes.',
  'Add your {what} before claiming a pair (missing: {missing}).': ({ what, missing }: MessageValues) =>
    `Agregue ${word(MISSING_FOR_CLAIM, what)} antes de pedir un par (${missing?.includes(',') ? 'faltan' : 'falta'}: ${missing}).`,
  'A pair needs this to reach you.': 'Necesitamos este dato para enviarle el par.',
  'Only staff can undo a claim.': 'Solo el personal puede deshacer un pedido.',
  'Only a {from} claim can do this; this one is {status}.': ({ from, status }: MessageValues) =>
    `Solo un pedido ${claimStatuses(from ?? '')} puede hacer esto; este está ${word(CLAIM_STATUS, status)}.`,
  'This claim already has a frame.': 'Este pedido ya tiene un armazón.',
  'Name the carrier.': 'Escriba la empresa de transporte.',
  'Enter the tracking number.': 'Escriba el número de seguimiento.',
  'Assign a frame before shipping this claim.': 'Asigne un armazón antes de enviar este pedido.',
  'Give the reason for cancelling.': 'Diga por qué se cancela.',
  'At most {max} claims per PDF.': 'Como máximo {max} pedidos por PDF.',
  'A claim id is a whole number from 1 to {max}.': 'El número de un pedido es un número entero del 1 al {max}.',
  'There is no claim {ids}.': ({ ids }: MessageValues) =>
    ids?.includes(',') ? `No existen los pedidos ${ids}.` : `No existe el pedido ${ids}.`,
  'Cancelled, nothing to pack: claim {ids}.': ({ ids }: MessageValues) =>
    ids?.includes(',') ? `Cancelados, no hay nada que empacar: pedidos ${ids}.` : `Cancelado, no hay nada que empacar: pedido ${ids}.`,
  'The lower end of the prescription range must not be above the upper end.':
    'El extremo inferior del rango de receta no puede ser mayor que el extremo superior.',
  'Enter a valid URL.': 'Escriba una URL válida.',

  // Donations, receipts and payments.
  'Donation totals change only by donating.': 'Los totales de donación solo cambian al donar.',
  'A donator record cannot be moved to another account.': 'Un registro de donante no se puede pasar a otra cuenta.',
  'Only the donor chooses how public lists show them.': 'Solo el donante elige cómo lo muestran las listas públicas.',
  'You can only donate as yourself.': 'Solo puede donar en su propio nombre.',
  'Donations are paid by card here: start one with POST /api/payments/checkout/.':
    'Aquí las donaciones se pagan con tarjeta: empiece una con POST /api/payments/checkout/.',
  'The date cannot be in the future.': 'La fecha no puede ser en el futuro.',
  "A gift is dated the day it is given: send today's date (YYYY-MM-DD) or leave the date out.":
    'Una donación lleva la fecha del día en que se da: envíe la fecha de hoy (AAAA-MM-DD) o no envíe ninguna fecha.',
  'You can only fetch the receipts of your own donations.': 'Solo puede ver los recibos de sus propias donaciones.',
  'This donation has no receipt: it is not confirmed.': 'Esta donación no tiene recibo: no está confirmada.',
  'This receipt is still being issued. Try again in a minute.': 'Este recibo todavía se está preparando. Inténtelo de nuevo en un minuto.',
  'Enter a year from 1 to 9999, like 2025.': 'Escriba un año del 1 al 9999, como 2025.',
  'You can only fetch your own statements.': 'Solo puede ver sus propios resúmenes anuales.',
  'No confirmed gifts in {year}.': 'No hay donaciones confirmadas en {year}.',
  "This charge's gift is not confirmed yet: send the event again once its payment's own event has confirmed it.":
    'La donación de este cobro todavía no está confirmada: envíe el evento otra vez cuando el evento de su pago la haya confirmado.',
  'The Stripe-Signature header does not match this body: the event was not handled.':
    'El encabezado Stripe-Signature no corresponde a este contenido: el evento no se procesó.',
  'The Stripe-Signature header is dated in the future: the event was not handled.':
    'El encabezado Stripe-Signature tiene una fecha futura: el evento no se procesó.',
};
