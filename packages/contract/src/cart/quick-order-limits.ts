import { CART_QUANTITY_MESSAGE, MAX_CART_QUANTITY } from '../constants.js';

/**
 * Quick order by product code (issue 13, route /kiirtellimus): pasted lines `code quantity`
 * (space, `;` or tab between them, quantity 1 when missing) or an uploaded CSV/XLSX file with
 * code and quantity columns. Decision 039.
 */
export const QUICK_ORDER_MAX_LINES = 500;
export const QUICK_ORDER_MAX_FILE_BYTES = 1024 * 1024;
/** 500 lines of a long code and a quantity fit many times over. */
export const QUICK_ORDER_MAX_TEXT_LENGTH = 100_000;
export const QUICK_ORDER_MAX_QUANTITY = MAX_CART_QUANTITY;

export const QUICK_ORDER_EMPTY_MESSAGE = 'Sisesta tootekoodid või vali fail.';
export const QUICK_ORDER_TOO_MANY_LINES_MESSAGE = `Korraga saab lisada kuni ${QUICK_ORDER_MAX_LINES} rida.`;
export const QUICK_ORDER_TEXT_TOO_LONG_MESSAGE = `Tekst on liiga pikk: lubatud on kuni ${QUICK_ORDER_MAX_TEXT_LENGTH.toLocaleString('et-EE')} tähemärki.`;
export const QUICK_ORDER_FILE_TOO_LARGE_MESSAGE = 'Fail on liiga suur: lubatud on kuni 1 MB.';
export const QUICK_ORDER_FILE_TYPE_MESSAGE = 'Fail peab olema CSV- või XLSX-fail.';
export const QUICK_ORDER_FILE_UNREADABLE_MESSAGE =
  'Faili ei õnnestunud lugeda. Kontrolli, et see on korras CSV- või XLSX-fail.';
export const QUICK_ORDER_FILE_MISSING_MESSAGE = 'Vali fail.';
export const QUICK_ORDER_CODE_NOT_FOUND_MESSAGE = 'Koodi ei leitud';
export const QUICK_ORDER_NOT_ORDERABLE_MESSAGE = 'Toodet ei saa tellida';
export const QUICK_ORDER_QUANTITY_MESSAGE = CART_QUANTITY_MESSAGE;
export const QUICK_ORDER_HAS_ERRORS_MESSAGE = 'Mõnel real on viga: paranda või eemalda need read.';
