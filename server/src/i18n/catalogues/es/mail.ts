/** The mail the server writes itself, in Spanish: the English catalogue's keys, each translated. */
import type english from '../en/mail.js';
import type { Translation } from '../../translation.js';

export default {
  'passwordReset.subject': 'Cambie su contraseña de OnePair',
  'passwordReset.body':
    'Hola, {username}:\n\nAlguien pidió cambiar la contraseña de su cuenta de OnePair. Para elegir una nueva, abra este enlace en la próxima hora:\n\n{link}\n\nSi no fue usted, no haga nada: su contraseña no cambia.\n',
  'welcome.subject': 'Elija su contraseña de OnePair',
  'welcome.body':
    'Hola, {username}:\n\nEl equipo de OnePair le creó una cuenta. Para elegir su contraseña y entrar, abra este enlace en los próximos 7 días:\n\n{link}\n\nSu nombre de usuario es {username}.\n',
  'welcomeGift.body':
    'Hola:\n\nGracias por su donación a OnePair. Guardamos sus donaciones y sus recibos en una cuenta para usted. Para verlos en internet, elija una contraseña en los próximos 7 días:\n\n{link}\n\nSu nombre de usuario es {username}. Después de 7 días, use "Forgot your password?" en la página para entrar, con esta dirección de correo.\n',
  'welcomePartner.body':
    'Hola:\n\n{inviter} le invitó a ser miembro de {organisation} en OnePair, donde las organizaciones piden lentes gratis para las personas que ayudan. Para aceptar, primero elija su contraseña en los próximos 7 días:\n\n{link}\n\nLuego entre y acepte la invitación en "Your organisation". Su nombre de usuario es {username}. Después de 7 días, use "Forgot your password?" en la página para entrar, con esta dirección de correo.\n\nSi no conoce a {inviter}, no haga nada: no pasa nada si usted no acepta.\n',
  'partnerInvited.subject': '{inviter} le invitó a ser miembro de {organisation} en OnePair',
  'partnerInvited.body':
    'Hola, {name}:\n\n{inviter} le invitó a ser miembro de {organisation} en OnePair. Para aceptar, entre y abra "Your organisation":\n{link}\n\nSi todavía no tiene contraseña, use "Forgot your password?" en la página para entrar, con esta dirección de correo. Si no conoce a {inviter}, no haga nada: no pasa nada si usted no acepta.\n\nOnePair',
  'partnerApproved.subject': 'La organización {organisation} fue aprobada en OnePair',
  'partnerApproved.body':
    'Hola, {name}:\n\nLa organización {organisation} fue aprobada. Sus miembros ya pueden pedir lentes gratis para las personas que ayudan.{note}\n\nOnePair',
  'partnerRejected.subject': 'La organización {organisation} no fue aprobada en OnePair',
  'partnerRejected.body': 'Hola, {name}:\n\nLamentamos informarle que la organización {organisation} no fue aprobada.{note}\n\nOnePair',
  'partnerSuspended.subject': 'La organización {organisation} está suspendida en OnePair',
  'partnerSuspended.body':
    'Hola, {name}:\n\nLa organización {organisation} está suspendida: por ahora sus miembros no pueden agregar personas ni elegir lentes para ellas. Los lentes que ya van en camino sí llegarán.{note}\n\nOnePair',
  'emailChanged.subject': 'Cambió el correo electrónico de su cuenta de OnePair',
  'emailChanged.body':
    'Hola, {username}:\n\nAcaban de cambiar el correo electrónico de su cuenta de OnePair. Los mensajes de la cuenta ya no llegan a esta dirección.\n\nSi usted no lo cambió, escriba enseguida al equipo de OnePair.\n\nOnePair',
  'claimConfirmed.subject': 'Su pedido en OnePair: número de confirmación {number}',
  'claimConfirmed.frame': 'Usted eligió {frame}. Estos lentes son suyos.',
  'claimConfirmed.noFrame': 'Sus lentes están pedidos.',
  'claimConfirmed.body':
    'Hola, {name}:\n\n{chosen}\nSu número de confirmación es {number}. Guárdelo: nuestro equipo se lo pedirá si nos escribe.\n\nEstamos preparando sus lentes y los enviaremos a:\n{address}\n\nLe enviaremos por correo el número de seguimiento cuando salgan. Puede seguir el envío en la página de su cuenta.\n\nOnePair',
  'claimConfirmed.partnerFrame': '{organisation} eligió {frame} para usted. Estos lentes son suyos.',
  'clientClaimConfirmed.subject': 'Usted eligió lentes para {client}: número de confirmación {number}',
  'clientClaimConfirmed.frame': 'Usted eligió {frame}.',
  'clientClaimConfirmed.body':
    'Hola, {name}:\n\nUsted pidió unos lentes para {client}. {chosen}\nEl número de confirmación es {number}.\n\nEstamos preparando los lentes y los enviaremos a:\n{address}\n\nLe enviaremos por correo el número de seguimiento cuando salgan. Puede seguir el envío en "Your organisation".\n\nOnePair',
  'clientShipped.subject': 'Los lentes para {client} ya salieron',
  'clientShipped.body':
    'Hola, {name}:\n\nLos lentes para {client} (número de confirmación {number}) salieron con {carrier}. El número de seguimiento es {tracking}.\n\nVan a:\n{address}\n\nOnePair',
  'welcomeClient.subject': '{organisation} pidió lentes gratis para usted',
  'welcomeClient.body':
    'Hola, {name}:\n\n{organisation} pidió en OnePair unos lentes recetados gratis para usted. Para seguir la solicitud y sus lentes en internet, elija una contraseña en los próximos 7 días:\n\n{link}\n\nSu nombre de usuario es {username}. No tiene que hacer nada más: {organisation} le dirá qué sigue.\n\nOnePair\n',
  'claimCancelled.subject': 'Se canceló su pedido de lentes',
  'claimCancelled.body':
    'Hola, {name}:\n\nEl equipo de OnePair canceló su pedido (número de confirmación {number}).\nMotivo: {reason}\n\nPuede elegir otros lentes en el catálogo, o preguntarnos con "Contact Support" en la página de su cuenta.\n\nOnePair',
  'supportAnswer.subject': 'OnePair respondió su mensaje (número de confirmación {number})',
  'supportAnswer.body':
    'Hola, {name}:\n\nEl equipo de OnePair respondió su mensaje sobre su pedido (número de confirmación {number}):\n\n{text}\n\nLea toda la conversación y responda en la página de su cuenta.\n\nOnePair',
  'goodsReceipt.subject': 'Recibo de su donación de armazones a {organisation}',
  'goodsReceipt.taxId': 'N.º de identificación fiscal: {taxId}',
  'goodsReceipt.body':
    'Hola, {name}:\n\nGracias por su donación de armazones a {organisation}. Este es su recibo.\n\nRecibo de bienes G-{number}\nFecha en que se recibió: {date}\nDonado: {quantity, plural, one {# armazón de lentes} other {# armazones de lentes}} ({frame})\nRecibido por: {charity}\n\nNo se dio ningún bien ni servicio a cambio de esta donación.\nEste recibo describe lo que usted donó y no dice su valor: el valor de los bienes donados lo determina quien los dona.\n\n{organisation}',
  'receipt.number': 'Recibo N.º',
  'receipt.date': 'Fecha de la donación',
  'receipt.amount': 'Monto',
  'receipt.given': 'Donación',
  'receipt.from': 'Recibido de',
  'receipt.taxId': 'N.º de identificación fiscal',
  'receipt.noGoods': 'No se dio ningún bien ni servicio a cambio de esta donación.',
  'receipt.download': 'Descargue el recibo en PDF desde la página de su cuenta:',
  'receipt.replacesCorrected': 'Este recibo reemplaza el recibo N.º {number}, que ya no es válido: se corrigió la donación.',
  'receipt.replacesRefunded': 'Este recibo reemplaza el recibo N.º {number}, que ya no es válido: se devolvió parte de la donación.',
  'receipt.inHonorOf': 'en honor a {name}',
  'receipt.inMemoryOf': 'en memoria de {name}',
  'monthlyFailed.subject': 'Su donación mensual a OnePair: no se pudo hacer el pago',
  'monthlyFailed.body':
    'Hola, {name}:\n\nNo pudimos cobrar su donación mensual de {amount} a OnePair con su tarjeta.\nSu donación no está cancelada. El servicio de pagos volverá a intentar el cobro en los próximos días.\n\nPara seguir donando, por favor actualice su tarjeta en la página de su cuenta, en "Monthly Gifts" ("Update card"):\n{link}\n\nSi prefiere dejar de donar, allí también puede cancelar la donación.\n\nGracias por ayudar a otras personas a ver bien.\nOnePair',
  'monthlyEnded.subject': 'Su donación mensual a OnePair terminó',
  'monthlyEnded.cardFailed': 'Su donación mensual de {amount} a OnePair terminó porque no se pudo cobrar a su tarjeta.',
  'monthlyEnded.stopped': 'El servicio de pagos canceló su donación mensual de {amount} a OnePair.',
  'monthlyEnded.body':
    'Hola, {name}:\n\n{why}\nNo se le cobrará ningún otro mes. Gracias por los meses que ya donó.\n\nSi quiere volver a donar, puede empezar una nueva donación cuando quiera:\n{link}\n\nOnePair',
} as const satisfies Translation<typeof english>;
