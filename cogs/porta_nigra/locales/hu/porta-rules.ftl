# A Porta Nigra szabályösszefoglalója és a képek jelmagyarázata (/portanigra rules); a
# képek rövidítései a képeken látható formájukban szerepelnek.

porta-ui-rules =
    {""}**Porta Nigra** — építsd fel a római Triert: **2 játékossal 3 forduló, 3-4 játékossal 2**.
    A körödben **játssz ki egy kártyát** a kezedből (a DM-edben vagy a privát „Kártya kijátszása” gombbal), és használd annyi akciójelét, ahány fáklya van rajta, mindegyiket egyszer (egy fáklyajelző eggyel többet ad):
    • **vegyél téglát** annak a negyednek a boltjában, ahol az építőmestered áll; csak az óramutató járásával egyező irányban lép, minden átlépett határ 1 sestertius (a fehér bolt minden negyedben ott van);
    • **rakj le egy épületrészt** egy szabad építőhelyre pontosan a kért téglákból (a fehér bármely színt helyettesíti), a tetejére egy rómaidat: megkapod az építőhely győzelmi pontjait, elveszed a hozzá illő épületkártyát, ha a kínálatban van, és az épületben lévő minden 3. téglád után jár az építőmester-jutalom;
    • **vegyél el sestertiust**, egy **fáklyajelzőt** vagy egy **befolyásjelzőt**.
    Egy akcióról lemondhatsz (vagy visszaadhatsz egy fáklyajelzőt) 1 sestertiusért. Befolyásjelzőkért körönként egy **becsületkártyát**, rómaiakat (1-ért) és plusz épületrészt (2-ért) vehetsz.
    {""}**Közbenső értékelés**: az 1. forduló után (2 játékosnál a 2. után is) mindenki összeszámolja a táblán lévő épületrészei tégláit, 3-4 játékosnál ×2 (2-nél ×1), és szabadon elosztja győzelmi pontra és sestertiusra. Utána a legkevesebb győzelmi pontú játékos választja ki a következő forduló kezdőjátékosát.
    A játék korán is véget ér, ha a téglatalon és a téglapiac is kiürül, vagy valaki lerakja a 15. épületrészét: ő 5 győzelmi pontot kap, mindenki más még egy kört játszik.
    {""}**Végső értékelés**: épületkártya-sorozatok (1-4 különböző épület: 2/6/12/20 GyP), végsőértékelés-kártyák, 1 GyP minden római, fáklyajelző, befolyásjelző, megmaradt tégla és 3 sestertius után, majd a többségek: a Bazilika és az Amfiteátrum minden sora, a Városfal és a Porta Nigra minden szintje 3-tól 8-ig. A legtöbb győzelmi pont nyer; döntetlennél a győzelem közös.

porta-ui-legend =
    {""}**Hogyan olvasd a Porta Nigra képeit**
    • **Fk K P S Fh**: fekete, kék, piros, sárga, fehér tégla. **„3 Fk”** egy építőhelyen: pontosan 3 fekete kell rá; **„3-8 Fk”**: 3-8 fekete téglás Porta Nigra-hely, téglánként **„1/tégla”** GyP.
    • **„×3”** egy bolt mellett: ennyi tégla van benne. **„1K”** egy beépített helyen: az épületrész, 1 kék tégla magas, a tulajdonosa számával; alatta a kapott GyP.
    • **„12/6”** egy sor mellett, **„Többség 20/10 GyP”**: a GyP a legtöbb / második legtöbb tégláért ott.
    • **„Szintek 3:4/2 4:6/3 …”**: a Porta Nigra minden 3-8. szintjén a GyP a legtöbb / második legtöbb legalább ilyen magas épületrészért.
    • **„3 téglánként: …”**: az épület építőmester-jutalma.
    • **BA AM VF PN**: Bazilika, Amfiteátrum, Városfal, Porta Nigra (épületkártyák és negyedek).
    • Becsületkártyák: a karikában az áruk befolyásban. **„4 GyP azonnal”**; **„+2 római”**, **„+6 sestertius”**, **„+2 fáklya”**: azonnal elveszed; **„Építés 1 rész”**: most egy plusz épületrész; **„PN +1 tégla”**: egy tégla egy Porta Nigra-épületrészedre; **„BA kártya”**: Bazilika-épületkártyának számít; **„30* 4 épület”**: 30 GyP a végén 4 különböző épületkártyáért; **„42* −30”**, **„56* −42”**: 42 vagy 56 GyP a végén a 30 vagy 42 pontos kártyád helyett.
    • **I II III**: a fordulók; kiemelve a mostani.
    • **J1 J2 J3 J4** (és a számozott korongok): a játékosok a körsorrendben. **„ide lépés: 2 sest.”**: ennyiért lép ide az építőmester óramutató szerint (a nyilak). **„jutalom 3/6/9-nél”**: a játékosok téglái abban az épületben. **„élen”**, **„vezetői”**: ki vezet most a többségekben (**„J1=J2”**: döntetlen; **„–”**: senki).
    • Csevegőkép: szabad hely: jele, kellő téglák (szám és színes kocka), GyP; a saját színén, ha a soron lévő most építhet oda. Beépített: tulajdonos korongja, magasság. Táblázat: **sest.** sestertius, **fákl.** fáklyajelző, **bef.** befolyásjelző, **róm.** római; **beépítve (3/6/9)**: téglák épületenként (jutalom 3, 6, 9 téglánál); becsületkorong: az egyforma kártyák, hatás, (ár).
