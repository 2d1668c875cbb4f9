// A contact list holds "Mom" or "Papa" once, in the language its owner typed it, while the same
// household asks for that person in every language it speaks and every regional variant ("phone
// Mum", "llama a mamá", "appelle Maman", 打电话给妈妈). An enum value that is a word for one's
// mother or father is also said by the other words for the same parent (enum.ts). Grandparents
// are left out: Chinese tells a father's mother (奶奶) from a mother's mother (外婆), and "Nana"
// or "Granny" name either.
//
// Words of two letters ("ma", "pa") are left out too: French "ma" is "my". Chinese in simplified
// characters, as requests are compared (chinese.ts).
export const PARENTS: readonly (readonly string[])[] = [
  ['Mom', 'Mum', 'Mam', 'Mommy', 'Mummy', 'Momma', 'Mama', 'Mamá', 'Mami', 'Maman', 'Mutti', 'Mother', 'Madre', 'Mère', 'Mutter', 'お母さん', 'お母ちゃん', 'ママ', '母さん', '妈妈', '老妈'],
  ['Dad', 'Daddy', 'Papa', 'Papá', 'Papi', 'Pops', 'Vati', 'Father', 'Padre', 'Père', 'Vater', 'お父さん', 'お父ちゃん', 'パパ', '父さん', '爸爸', '老爸'],
];
