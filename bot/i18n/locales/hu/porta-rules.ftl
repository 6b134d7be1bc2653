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
    A játék korán is véget ér, ha a téglakészlet és a piac kiürül, vagy valaki lerakja a 15. épületrészét: ő 5 győzelmi pontot kap, mindenki más még egy kört játszik.
    {""}**Végső értékelés**: épületkártya-sorozatok (1-4 különböző épület: 2/6/12/20 GyP), végsőértékelés-kártyák, 1 GyP minden római, fáklyajelző, befolyásjelző, megmaradt tégla és 3 sestertius után, majd a többségek: a Bazilika és az Amfiteátrum minden sora, a Városfal és a Porta Nigra minden szintje 3-tól 8-ig. A legtöbb győzelmi pont nyer; döntetlennél a győzelem közös.

porta-ui-legend =
    {""}**Hogyan olvasd a Porta Nigra képeit**
    • **K B R Y W**: fekete, kék, piros, sárga, fehér tégla. **„3 K”** egy építőhelyen: pontosan 3 fekete kell rá; **„3-8 K”**: 3-8 fekete téglás Porta Nigra-hely, téglánként **„1/brick”** GyP.
    • **„×3”** egy bolt mellett: ennyi tégla van benne. **„1B”** egy beépített helyen: az épületrész, 1 kék tégla magas, a tulajdonosa számával; alatta a kapott GyP.
    • **„12/6”** egy sor mellett, **„Majority 20/10 VP”**: a GyP a legtöbb / második legtöbb tégláért ott.
    • **„Levels 3:4/2 4:6/3 …”**: a Porta Nigra minden 3-8. szintjén a GyP a legtöbb / második legtöbb legalább ilyen magas épületrészért.
    • **„per 3 bricks: …”**: az épület építőmester-jutalma.
    • **BA AM CW PN**: Bazilika, Amfiteátrum, Városfal, Porta Nigra (épületkártyák és negyedek).
    • Becsületkártyák: a bekarikázott szám a befolyásjelző-áruk. **„4 VP now”**: 4 GyP azonnal; **„+2 Romans”**, **„+6 sestertii”**, **„+2 torches”**: azonnal elveszed; **„Build 1 section”**: most egy plusz épületrész; **„PN +1 brick”**: egy tégla az egyik Porta Nigra-épületrészedre; **„BA card”**: Bazilika-épületkártyának számít; **„30* 4 bld”**: 30 GyP a végén 4 különböző épületkártya eldobásáért; **„42* −30”**, **„56* −42”**: 42 vagy 56 GyP a végén, ha eldobod a 30 vagy 42 pontos kártyádat.
    • **I II III**: a fordulók; kiemelve a mostani.
    • **P1 P2 P3 P4** (és a számozott korongok): a játékosok a körsorrendben. **„walk here: 2 ses.”**: ennyit fizet az építőmester, hogy ide lépjen óramutató szerint (a nyilak). **„reward at 3/6/9”**: minden játékos téglái abban az épületben. **„leads”**: ki vezet most az egyes többségekben (**„P1=P2”**: döntetlen; **„–”**: senki).
    • Csevegőkép: **„A4 2Y 9VP”**: szabad építőhely, a saját színén, ha a soron lévő játékos most építhet oda; **„B1 P2 2K”**: a 2. játékosé, 2 fekete magas. Táblázat: **infl.** befolyásjelző, **Rom.** rómaiak; **built in (3/6/9)**: téglák épületenként (jutalom 3, 6, 9 téglánál); becsületkorong: az egyforma kártyák azonosítói, hatás, (ár).
