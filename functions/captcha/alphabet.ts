/** The captcha's characters: capital letters and digits without look-alikes (0/O, 1/I). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
