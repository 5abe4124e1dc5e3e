// Ecuadorian identification numbers, with the check digits the Registro Civil and the SRI use.

const isProvince = (digits: string) => {
  const province = Number(digits.slice(0, 2));
  return (province >= 1 && province <= 24) || province === 30;
};

// Cédula: 10 digits; province (01–24, or 30 for Ecuadorians registered abroad), a third digit
// below 6, and a modulo-10 check digit with coefficients 2,1,2,1…
export function isValidCedula(value: string): boolean {
  if (!/^\d{10}$/.test(value) || !isProvince(value) || Number(value[2]) >= 6) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const product = Number(value[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

const modulo11 = (digits: string, coefficients: readonly number[]) => {
  const sum = coefficients.reduce(
    (total, coefficient, i) => total + coefficient * Number(digits[i]),
    0,
  );
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check;
};

// RUC: 13 digits. The third digit says who holds it: 0–5 a person (a valid cédula followed by an
// establishment number), 6 a public body, 9 a company or foreigner; the last two carry a
// modulo-11 check digit (a result of 10 is never issued).
export function isValidRuc(value: string): boolean {
  if (!/^\d{13}$/.test(value) || !isProvince(value)) return false;
  const third = Number(value[2]);
  if (third < 6) return isValidCedula(value.slice(0, 10)) && Number(value.slice(10)) > 0;
  if (third === 6) {
    return (
      modulo11(value, [3, 2, 7, 6, 5, 4, 3, 2]) === Number(value[8]) && Number(value.slice(9)) > 0
    );
  }
  if (third === 9) {
    return (
      modulo11(value, [4, 3, 2, 7, 6, 5, 4, 3, 2]) === Number(value[9]) &&
      Number(value.slice(10)) > 0
    );
  }
  return false;
}

// Passport numbers vary by country: 5 to 20 letters and digits.
export function isValidPassport(value: string): boolean {
  return /^[A-Za-z0-9]{5,20}$/.test(value);
}

// Any of the three: all-digit numbers of cédula or RUC length must pass their check; anything
// else is read as a passport.
export function isValidIdentification(value: string): boolean {
  if (/^\d{10}$/.test(value)) return isValidCedula(value);
  if (/^\d{13}$/.test(value)) return isValidRuc(value);
  return isValidPassport(value);
}
