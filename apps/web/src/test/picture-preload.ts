/** The head's preload of the page's largest picture, as the server writes it (decision 061). */
export function addPicturePreload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  document.head.append(link);
  return link;
}
