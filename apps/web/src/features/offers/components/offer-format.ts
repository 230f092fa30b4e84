/** The offer screens' formatters: the contract's, named as the offer editor uses them. */
export { centsInputText as centsText, formatDay, parseHundredths } from '@kodumasinad/contract';
