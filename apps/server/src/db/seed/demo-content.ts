import type { Db } from '../database.js';

const SEEDED_AT = '2025-01-06T08:00:00.000Z';

/**
 * The Help menu's contacts; read by the settings service (help menu, bootstrap). The seller's
 * identity is not here: it is SELLER_* only, and the pages name it by placeholders (decision 063).
 */
export const DEMO_SETTINGS = {
  support_phones: ['+372 600 1234', '+372 600 1235'],
  wholesale_email: 'hulgimuuk@kodumasinad.ee',
} as const;

/** The sales terms name the seller by the SELLER_* placeholders (migration 0027 for older pages). */
export const SALES_TERMS_SELLER =
  '{{seller.name}} (registrikood {{seller.registry_code}}, KMKR {{seller.vat_number}}, {{seller.address}};';

/** The footer: the seller's details by placeholder, the opening hours as text. */
export const FOOTER = `<p><strong>{{seller.name}}</strong><br>{{seller.address}}<br>Registrikood {{seller.registry_code}}, KMKR {{seller.vat_number}}</p>
<p>Telefon: <a href="tel:{{seller.phone_link}}">{{seller.phone}}</a><br>E-post: <a href="mailto:{{seller.email}}">{{seller.email}}</a></p>
<p>Avatud E–R 9.00–17.00, L–P suletud</p>`;

const PAGES = [
  {
    slug: 'eripakkumised',
    hook: null,
    title: 'Eripakkumised',
    content: `<p>Eripakkumised on mõeldud ainult meie äriklientidele. Soodushinnad kehtivad kuni kampaania lõpuni või kuni kaupa jätkub.</p>
<h2>Selle kuu pakkumised</h2>
<ul>
<li><strong>Bosch Serie 6 pesumasinad</strong> – hulgihinnast -12% kuni kuu lõpuni.</li>
<li><strong>Miele integreeritavad nõudepesumasinad</strong> – tasuta transport alates kolmest seadmest.</li>
<li><strong>Electrolux induktsioonplaadid</strong> – komplektis ahjuga lisasoodustus 5%.</li>
</ul>
<p>Soodushind on näha toote juures punasena ning kehtib ka hinnapakkumistes. Suuremate koguste korral küsi eripakkumist oma kliendihaldurilt.</p>`,
  },
  {
    slug: 'hooldus',
    hook: null,
    title: 'Hooldus',
    content: `<p>Meie hoolduspartnerid paigaldavad ja remondivad kõiki meie müüdavaid kodumasinaid üle Eesti.</p>
<h2>Hoolduse tellimine</h2>
<p>Hooldusesse saad seadme registreerida telefonil <a href="tel:+3726001234">+372 600 1234</a> või e-posti aadressil <a href="mailto:hooldus@kodumasinad.ee">hooldus@kodumasinad.ee</a>. Lisa pöördumisele seadme mudel, seerianumber, ostukuupäev ja rikke lühikirjeldus.</p>
<h2>Paigaldus</h2>
<p>Integreeritavate seadmete paigalduse saab lisada tellimusele kassas. Paigaldaja võtab ühendust ühe tööpäeva jooksul pärast kauba väljastamist.</p>`,
  },
  {
    slug: 'garantii',
    hook: null,
    title: 'Garantii',
    content: `<p>Kõigile meie müüdavatele seadmetele kehtib tootja garantii, mille pikkus on märgitud toote juures (tavaliselt 24 kuud, osadel kaubamärkidel kuni 5 aastat).</p>
<h2>Garantiinõude esitamine</h2>
<ol>
<li>Kontrolli, et seade on paigaldatud ja kasutatud kasutusjuhendi järgi.</li>
<li>Esita nõue e-posti teel koos arve numbri, seadme seerianumbri ja rikke kirjeldusega.</li>
<li>Hoolduspartner lahendab garantiiremondi üldjuhul 14 päeva jooksul.</li>
</ol>
<p>Garantii ei kata valest paigaldusest, mehaanilisest vigastusest ega lubjakivist tekkinud rikkeid.</p>`,
  },
  {
    slug: 'tellimine',
    hook: null,
    title: 'Tellimine',
    content: `<p>Tellimuse saab vormistada e-poes ööpäev läbi. Laos olevad tooted väljastame järgmisel tööpäeval.</p>
<h2>Transport</h2>
<ul>
<li><strong>Transport tellija lattu</strong> – kohaletoimetamine sinu ettevõtte lattu üle Eesti.</li>
<li><strong>Kliendi poolt järeletulek</strong> – kaup on väljastamiseks valmis meie laos Tallinnas.</li>
<li><strong>Kohaletoimetamine paigaldusaadressile</strong> – toome seadme otse lõppkliendi juurde.</li>
</ul>
<h2>Maksmine</h2>
<p>Arvega saad maksta vastavalt lepingus kokkulepitud maksetähtajale. Ettemaksu saab tasuda pangalingi või kaardiga.</p>
<p>Tellimuse esitamisel kehtivad meie <a href="/muugitingimused">müügitingimused</a>.</p>`,
  },
  {
    slug: 'muugitingimused',
    hook: null,
    title: 'Müügitingimused',
    content: `<p>Kehtivad alates 01.07.2025. Need tingimused kehtivad ${SALES_TERMS_SELLER} edaspidi <strong>müüja</strong>) ja hulgimüügi e-poe kaudu tellimusi esitava äriühingu (edaspidi <strong>ostja</strong>) vahel. Ostja on ettevõtja; tarbija õigusi, sealhulgas 14-päevast taganemisõigust, nendele tehingutele ei kohaldata. Kui müüja ja ostja on sõlminud kirjaliku raamlepingu, on selle tingimused ülimuslikud.</p>
<h2>1. Tellimine ja lepingu sõlmimine</h2>
<ol>
<li>Tellimuse saab esitada e-poe kasutaja, kelle ostja on selleks volitanud. Ostja vastutab oma kasutajate tegevuse ja salasõnade hoidmise eest.</li>
<li>Leping loetakse sõlmituks, kui müüja on tellimuse kinnitanud. Müüjal on õigus tellimus tühistada, kui kaup ei ole tootjalt enam saadaval või hinnas on ilmne viga; sel juhul tagastab müüja ostja tasutud summa viie tööpäeva jooksul.</li>
<li>Hinnapakkumise alusel esitatud tellimusele kehtivad pakkumises märgitud hinnad ja tähtajad.</li>
</ol>
<h2>2. Hinnad</h2>
<ol>
<li>Ostuvaates näidatud hinnad on ostja hulgimüügi hinnad ilma käibemaksuta (märge „+KM“). Arvele lisandub käibemaks kehtiva määraga (alates 01.07.2025 24%).</li>
<li>Kampaaniahind kehtib toote juures märgitud ajavahemikus. Tellimuse hind fikseeritakse tellimuse kinnitamise hetkel.</li>
<li>Transpordi, paigalduse ja muude teenuste hinnad on näidatud kassas enne tellimuse kinnitamist.</li>
</ol>
<h2>3. Maksmine</h2>
<ol>
<li>Ostja tasub tellimuse ettemaksuna pangalingi kaudu või, kui ostjal on müüjaga kokkulepitud maksetähtaeg, arve alusel selle tähtaja jooksul.</li>
<li>Maksmisel tuleb märkida arvel olev viitenumber.</li>
<li>Maksetähtaja ületamisel on müüjal õigus nõuda viivist 0,05% tasumata summalt iga viivitatud päeva eest ning peatada ostja järgmiste tellimuste täitmine kuni võla tasumiseni.</li>
</ol>
<h2>4. Tarne ja üleandmine</h2>
<ol>
<li>Laos olev kaup väljastatakse või antakse vedajale üle üldjuhul järgmisel tööpäeval pärast tellimuse kinnitamist või ettemaksu laekumist. Tarneaeg on e-poes näidatud ligikaudsena.</li>
<li>Kauba juhusliku hävimise ja kahjustumise risk läheb ostjale üle kauba üleandmisel ostjale või tema määratud vedajale; müüja korraldatud veo korral kauba üleandmisel sihtkohas.</li>
<li>Ostja kontrollib kauba koguse ja pakendi terviklikkuse üleandmisel. Nähtavad transpordikahjustused tuleb märkida saatelehele ja neist müüjale kirjalikult teatada kahe tööpäeva jooksul.</li>
</ol>
<h2>5. Omandiõigus</h2>
<p>Kaup jääb müüja omandisse kuni kogu ostuhinna tasumiseni. Ostja võib kaupa oma tavapärase majandustegevuse käigus edasi müüa.</p>
<h2>6. Puudused, garantii ja pretensioonid</h2>
<ol>
<li>Kaubale kehtib tootja garantii toote juures märgitud tähtaja jooksul. Garantiinõuded lahendatakse müüja hoolduspartnerite kaudu (vt <a href="/garantii">Garantii</a>).</li>
<li>Kauba puudusest tuleb müüjale teatada mõistliku aja jooksul pärast selle avastamist, lisades arve numbri, seadme seerianumbri ja puuduse kirjelduse.</li>
<li>Garantii ja müüja vastutus ei kata puudusi, mis on tekkinud kasutusjuhendi eiramisest, valest paigaldusest, mehaanilisest vigastusest, lubjakivist või loomulikust kulumisest.</li>
</ol>
<h2>7. Kauba tagastamine</h2>
<p>Veatu kauba tagastamine on võimalik ainult müüjaga eelnevalt kokku leppides, 14 päeva jooksul üleandmisest, kasutamata ja originaalpakendis. Müüjal on õigus tagastatud kauba hinnast kinni pidada käsitlustasu 15%. Eritellimusel toodud kaupa tagasi ei võeta.</p>
<h2>8. Vastutus</h2>
<p>Müüja vastutus piirdub puudusega kauba hinnaga. Müüja ei vastuta ostja saamata jäänud tulu ega kaudse kahju eest ega lepingu rikkumise eest, mis on tingitud vääramatust jõust (VÕS § 103).</p>
<h2>9. Isikuandmed</h2>
<p>Müüja töötleb ostja kasutajate ja kontaktisikute andmeid tellimuste täitmiseks, arveldamiseks ja kliendisuhte haldamiseks kooskõlas isikuandmete kaitse üldmäärusega.</p>
<h2>10. Vaidlused</h2>
<p>Tingimustele ja lepingule kohaldatakse Eesti õigust. Vaidlused lahendatakse läbirääkimiste teel, kokkuleppe puudumisel Harju Maakohtus.</p>`,
  },
  {
    slug: null,
    hook: 'footer-b2b',
    title: 'Kontakt',
    content: FOOTER,
  },
] as const;

const NEWS = [
  {
    url: 'uus-kaibemaksumaar-2025',
    title: 'Käibemaks tõuseb 1. juulist 24%-le',
    excerpt: 'Alates 1. juulist 2025 arvestame kõigile hindadele käibemaksu 24%.',
    content: `<p>Alates <strong>1. juulist 2025</strong> on Eesti käibemaksu standardmäär 24%. E-poe käibemaksuga hinnad ja hinnapakkumised arvestatakse alates sellest kuupäevast uue määraga.</p><p>Enne 1. juulit esitatud ja kinnitatud tellimused arveldame kinnitamise hetkel kehtinud määraga.</p>`,
    published_at: '2025-06-16T07:00:00.000Z',
  },
  {
    url: 'miele-uued-noudepesumasinad',
    title: 'Miele uued nõudepesumasinad on laos',
    excerpt: 'G 7000 seeria integreeritavad nõudepesumasinad on nüüd tellitavad.',
    content: `<p>Miele G 7000 seeria nõudepesumasinad automaatse pesuaine doseerimisega on jõudnud meie lattu. Saadaval on nii 60 cm kui 45 cm laiused mudelid.</p><p>Tutvustushinnad kehtivad kuu lõpuni.</p>`,
    published_at: '2025-05-05T07:00:00.000Z',
  },
  {
    url: 'suvine-laoaeg',
    title: 'Lao lahtiolekuajad suvel',
    excerpt: 'Juulis on ladu avatud E–R 8.00–16.00.',
    content: `<p>Suvekuudel on meie Tallinna ladu avatud <strong>E–R 8.00–16.00</strong>. Kliendi poolt järeletulekuga tellimused palume ette teatada vähemalt kaks tundi enne saabumist.</p>`,
    published_at: '2025-06-02T07:00:00.000Z',
  },
  {
    url: 'uus-b2b-e-pood',
    title: 'Uuenenud hulgimüügi e-pood',
    excerpt: 'E-poes saab nüüd koostada hinnapakkumisi ja vaadata arveid.',
    content: `<p>Uuenenud e-poes saad lisaks tellimustele koostada oma klientidele hinnapakkumisi ning vaadata kõiki arveid ühes kohas. Hinnavaate saab vahetada menüüst: <em>Ostuvaade</em> näitab sinu sisseostuhindu, <em>Müügivaade</em> käibemaksuga hindu.</p>`,
    published_at: '2025-03-10T07:00:00.000Z',
  },
] as const;

export async function seedContent(db: Db): Promise<void> {
  await db
    .insertInto('pages')
    .values(PAGES.map((page) => ({ ...page, created_at: SEEDED_AT, updated_at: SEEDED_AT })))
    .execute();
  await db
    .insertInto('news')
    .values(NEWS.map((item) => ({ ...item, created_at: item.published_at })))
    .execute();
  await db
    .insertInto('settings')
    .values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .execute();
}
