/**
 * The words of the mail the server writes itself, in English: the source every other language
 * translates, key for key (docs/architecture.md, Languages). ICU MessageFormat: `{name}` is a
 * value, `{count, plural, one {…} other {…}}` a plural. The mails staff can edit are not here:
 * their texts are in contract/src/mail-templates.ts and the database.
 */
export default {
  'passwordReset.subject': 'Reset your OnePair password',
  'passwordReset.body':
    'Hello {username},\n\nSomeone asked to reset the password of your OnePair account. To choose a new one, open this link within an hour:\n\n{link}\n\nIf it was not you, ignore this message: your password stays as it is.\n',
  'welcome.subject': 'Choose your OnePair password',
  'welcome.body':
    'Hello {username},\n\nThe OnePair team made an account for you. To choose your password and sign in, open this link within 7 days:\n\n{link}\n\nYour username is {username}.\n',
  'welcomeGift.body':
    'Hello,\n\nThank you for your gift to OnePair. We keep your gifts and their receipts in an account for you. To see them online, choose a password within 7 days:\n\n{link}\n\nYour username is {username}. After 7 days, use "Forgot your password?" on the sign-in page with this address.\n',
  'welcomePartner.body':
    'Hello,\n\n{inviter} invited you to join {organisation} on OnePair, where organisations ask for free glasses for the people they help. To accept, first choose your password within 7 days:\n\n{link}\n\nThen sign in and accept the invitation under "Your organisation". Your username is {username}. After 7 days, use "Forgot your password?" on the sign-in page with this address.\n\nIf you do not know {inviter}, ignore this message: nothing happens unless you accept.\n',
  'partnerInvited.subject': '{inviter} invited you to join {organisation} on OnePair',
  'partnerInvited.body':
    'Hello {name},\n\n{inviter} invited you to join {organisation} on OnePair. To accept, sign in and open "Your organisation":\n{link}\n\nIf you have no password yet, use "Forgot your password?" on the sign-in page with this address. If you do not know {inviter}, ignore this message: nothing happens unless you accept.\n\nOnePair',
  'partnerApproved.subject': '{organisation} is approved on OnePair',
  'partnerApproved.body':
    'Hello {name},\n\n{organisation} is approved. Its members can now ask for free glasses for the people they help.{note}\n\nOnePair',
  'partnerRejected.subject': '{organisation} was not approved on OnePair',
  'partnerRejected.body': 'Hello {name},\n\nWe are sorry: {organisation} was not approved.{note}\n\nOnePair',
  'partnerSuspended.subject': '{organisation} is suspended on OnePair',
  'partnerSuspended.body':
    'Hello {name},\n\n{organisation} is suspended: for now its members cannot add people or choose glasses for them. Glasses already on their way still arrive.{note}\n\nOnePair',
  'emailChanged.subject': 'The e-mail address of your OnePair account changed',
  'emailChanged.body':
    'Hello {username},\n\nThe e-mail address of your OnePair account was just changed, and mail for the account no longer comes to this address.\n\nIf you did not change it, contact the OnePair team at once.\n\nOnePair',
  'claimConfirmed.subject': 'Your OnePair claim: confirmation number {number}',
  'claimConfirmed.frame': 'You chose {frame}, and the pair is yours.',
  'claimConfirmed.noFrame': 'Your pair is claimed.',
  'claimConfirmed.body':
    'Hello {name},\n\n{chosen}\nYour confirmation number is {number}. Keep it: our team asks for it if you write to us.\n\nWe are preparing your glasses and will send them to:\n{address}\n\nWe will e-mail you the tracking number when they ship. You can follow them on your account page.\n\nOnePair',
  'claimConfirmed.partnerFrame': '{organisation} chose {frame} for you, and the pair is yours.',
  'clientClaimConfirmed.subject': 'You chose a pair for {client}: confirmation number {number}',
  'clientClaimConfirmed.frame': 'You chose {frame}.',
  'clientClaimConfirmed.body':
    'Hello {name},\n\nYou claimed a pair of glasses for {client}. {chosen}\nThe confirmation number is {number}.\n\nWe are preparing the glasses and will send them to:\n{address}\n\nWe will e-mail you the tracking number when they ship. You can follow them under "Your organisation".\n\nOnePair',
  'clientShipped.subject': 'The glasses for {client} have shipped',
  'clientShipped.body':
    'Hello {name},\n\nThe glasses for {client} (confirmation number {number}) have shipped with {carrier}. The tracking number is {tracking}.\n\nThey go to:\n{address}\n\nOnePair',
  'welcomeClient.subject': '{organisation} applied for free glasses for you',
  'welcomeClient.body':
    'Hello {name},\n\n{organisation} applied on OnePair for a free pair of prescription glasses for you. To follow the application and your glasses online, choose a password within 7 days:\n\n{link}\n\nYour username is {username}. You do not need to do anything else: {organisation} will tell you what happens next.\n\nOnePair\n',
  'claimCancelled.subject': 'Your glasses claim was cancelled',
  'claimCancelled.body':
    'Hello {name},\n\nYour claim (confirmation number {number}) was cancelled by the OnePair team.\nReason: {reason}\n\nYou may choose a pair again from the catalogue, or ask us about it with Contact Support on your account page.\n\nOnePair',
  'supportAnswer.subject': 'OnePair support answered your message (confirmation number {number})',
  'supportAnswer.body':
    'Hello {name},\n\nOnePair support answered your message about your claim (confirmation number {number}):\n\n{text}\n\nRead the whole conversation and answer on your account page.\n\nOnePair',
  'goodsReceipt.subject': 'Receipt for your gift of frames to {organisation}',
  'goodsReceipt.taxId': 'Tax id: {taxId}',
  'goodsReceipt.body':
    'Hello {name},\n\nThank you for your gift of frames to {organisation}. This is your receipt.\n\nReceipt for goods G-{number}\nDate received: {date}\nGiven: {quantity, plural, one {# glasses frame} other {# glasses frames}} ({frame})\nReceived by: {charity}\n\nNo goods or services were given in exchange for this gift.\nThis receipt describes what you gave and states no value: the value of goods given is for the donor to determine.\n\n{organisation}',
  'receipt.number': 'Receipt No.',
  'receipt.date': 'Donation date',
  'receipt.amount': 'Amount',
  'receipt.given': 'Given',
  'receipt.from': 'Received from',
  'receipt.taxId': 'Tax id',
  'receipt.noGoods': 'No goods or services were provided in exchange for this contribution.',
  'receipt.download': 'Download the receipt as a PDF from your account page:',
  'receipt.replacesCorrected': 'This receipt replaces receipt No. {number}, which is now void: the gift was corrected.',
  'receipt.replacesRefunded': 'This receipt replaces receipt No. {number}, which is now void: part of the gift was refunded.',
  'receipt.inHonorOf': 'In honor of {name}',
  'receipt.inMemoryOf': 'In memory of {name}',
  'monthlyFailed.subject': 'Your monthly gift to OnePair: the payment did not go through',
  'monthlyFailed.body':
    'Hello {name},\n\nWe could not charge your card for your monthly gift of {amount} to OnePair.\nYour gift is not cancelled: the payment provider will try again over the next few days.\n\nTo keep giving, please update your card on your account page, under Monthly Gifts ("Update card"):\n{link}\n\nIf you would rather stop the gift, you can cancel it there too.\n\nThank you for helping people see clearly.\nOnePair',
  'monthlyEnded.subject': 'Your monthly gift to OnePair has ended',
  'monthlyEnded.cardFailed': 'Your monthly gift of {amount} to OnePair has ended, because your card could not be charged.',
  'monthlyEnded.stopped': 'Your monthly gift of {amount} to OnePair has ended at the payment provider.',
  'monthlyEnded.body':
    'Hello {name},\n\n{why}\nNo further months will be charged. The months you already gave stay given: thank you.\n\nIf you would like to give again, you can start a new gift at any time:\n{link}\n\nOnePair',
} as const;
