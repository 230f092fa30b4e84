/** What the confirm dialog asks (useConfirm in confirm-dialog.tsx, drawn by confirm-dialog-view.tsx). */
export interface ConfirmOptions {
  /** The question, e.g. 'Kas kustutada pakkumine P-2026-0042?'. */
  title: string;
  /** A sentence on what follows, e.g. that the customer's link stops working. */
  message?: string;
  /** The confirming button, named for the action ('Kustuta'). */
  confirmLabel: string;
  /** 'Loobu' unless given. */
  cancelLabel?: string;
}
