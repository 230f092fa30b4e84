import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@kodumasinad/contract';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { ProductListing } from '../../catalog';

/** /otsing/{searchPhrase?}/{filters?}: the category screen in search mode (SPEC §2). */
export function SearchScreen() {
  const { searchPhrase = '', filters } = useParams();
  const phrase = searchPhrase.trim();
  if (phrase.length < SEARCH_MIN_LENGTH || phrase.length > SEARCH_MAX_LENGTH) {
    return (
      <section>
        <PageTitle>Otsing</PageTitle>
        <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-600">
          {phrase.length < SEARCH_MIN_LENGTH
            ? `Otsimiseks sisesta vähemalt ${SEARCH_MIN_LENGTH} tähemärki.`
            : `Otsingusõna võib olla kuni ${SEARCH_MAX_LENGTH} tähemärki.`}
        </p>
      </section>
    );
  }
  return <ProductListing source={{ kind: 'search', phrase }} filtersSegment={filters} />;
}
