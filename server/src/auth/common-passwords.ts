/**
 * Passwords refused as too common: the most frequent ones in public breach statistics.
 * Django ships a longer list; this one covers what people actually try first.
 */
const WORDS = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
123456 1234567 12345678 123456789 1234567890 0123456789 987654321 11111111 00000000 12341234
qwerty qwerty12 qwerty123 qwertyuiop qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qazwsxedc zaq12wsx
abc12345 abcd1234 abcdefgh a1b2c3d4 aa123456 asdfghjk asdfasdf asdf1234 zxcvbnm1 zxcvbnma
iloveyou iloveyou1 letmein letmein1 welcome welcome1 welcome123 admin123 administrator
sunshine princess football baseball basketball superman batman spiderman starwars pokemon
dragon master monkey shadow michael jennifer jordan23 trustno1 whatever freedom computer
internet chocolate butterfly sweetheart liverpool chelsea arsenal samsung iphone google
changeme changeme1 default secret secret123 test1234 testtest testing123 guest123 user1234
hello123 helloworld summer2024 winter2024 spring2024 autumn2024 summer2025 winter2025
summer2026 winter2026 charlie1 midnight1 starlight mustang1 harley123 hunter12 jessica1
passport 88888888 99999999 12121212 69696969 66666666 55555555 77777777 22222222 44444444
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
