import type { ConfirmOptions } from '../../../components/ui/confirm-dialog';

/** Asked before an offer is deleted (issue 12): the customer's link stops working too. */
export function deleteQuestion(number: string): ConfirmOptions {
  return {
    title: `Kas kustutada pakkumine ${number}?`,
    message: 'Kustutatud pakkumist ei saa taastada ja kliendi link ei avane enam.',
    confirmLabel: 'Kustuta',
  };
}

/** Asked before leaving the offer editor with unsaved changes (decision 050). */
export function leaveQuestion(): ConfirmOptions {
  return {
    title: 'Kas lahkuda ilma salvestamata?',
    message: 'Pakkumises on salvestamata muudatusi. Lahkudes need kaovad.',
    confirmLabel: 'Lahku salvestamata',
    cancelLabel: 'Jää pakkumise juurde',
  };
}
