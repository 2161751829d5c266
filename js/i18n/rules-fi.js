// Säännöt suomeksi (i18n.js liittää ne suomenkieliseen luetteloon).
export const rulesFi = {
  "rules.open": "Säännöt",
  "rules.back": "Takaisin peliin",
  "rules.title": "Näin pelataan blokkidominoa",
  "rules.loading": "(kuva tulee näkyviin, kun pelimoottori on valmis)",
  "rules.failed": "(kuva tarvitsee pelimoottoria, jota ei saatu käyntiin)",

  "rules.about.title": "Pelin ajatus",
  "rules.about.1":
    "Block on dominopeleistä yksinkertaisin: kukaan ei koskaan nosta laattoja. Yrität päästä eroon kaikista laatoistasi tai jäädä vähimmillä silmillä, kun ketjua ei enää voi jatkaa. Pisteitä saa vain jaon lopussa, muiden käsiin jääneistä silmistä.",
  "rules.about.2":
    "Tällä sivulla kuvataan ensin klassinen peli (yksilöpeli Block Pagatin mukaan), joka on oletuksena, ja sen jälkeen aloitusnäytön valinnat. Jokainen kuva on pelin oman moottorin pelaama asema.",

  "rules.deal.title": "Laatat ja jako",
  "rules.deal.set":
    "Pelissä käytetään tuplakuutossarjaa: 28 laattaa [0|0]:sta [6|6]:een, kukin kerran. Laatan arvo on sen molempien puolikkaiden silmät yhteensä, joten [6|6] on 12 ja [0|0] ei mitään.",
  "rules.deal.players": "Pelaajia on kaksi, kolme tai neljä, ja jokainen pitää omaa pistetiliään.",
  "rules.deal.caption": "Montako laattaa kukin saa ja mihin pistemäärään ottelu pelataan",
  "rules.deal.th.players": "Pelaajia",
  "rules.deal.th.hand": "Laattoja kullekin",
  "rules.deal.th.asleep": "Laattoja pelin ulkopuolella",
  "rules.deal.th.target": "Tavoite",
  "rules.deal.sleep":
    "Kaikki laatat sekoitetaan kuvapuoli alaspäin ja jaetaan. Pidä omat laattasi muilta piilossa. Laatat, joita kukaan ei saanut, jäävät kuvapuoli alaspäin pelin ulkopuolelle koko jaon ajaksi: kukaan ei katso niitä eikä nosta niistä.",
  "rules.deal.lot":
    "Ensimmäisen jaon aloittaja arvotaan reilusti: jokainen ottaa sattumanvaraisesti yhden laatan, ja suurin arvo voittaa. Jos usea pelaaja jää tasan suurimpaan arvoon, vain he arpovat uudelleen, kunnes jäljellä on yksi. Arvontalaatat palautetaan ennen jakoa.",
  "rules.deal.lead":
    "Aloittaja saa pelata minkä tahansa laatan kädestään; suurin tupla ei anna oikeutta aloittaa. Sen jälkeen vuoro kiertää myötäpäivään.",

  "rules.play.title": "Laatan pelaaminen",
  "rules.play.match":
    "Vuorollasi lisäät yhden laatan ketjun jompaankumpaan avoimeen päähän niin, että laatan toisessa puolikkaassa on sama silmäluku kuin siinä päässä. Laatan toinen puolikas on siitä lähtien pään uusi arvo. Tyhjä puolikas sopii vain tyhjään: [0|0] ei korvaa muita laattoja.",
  "rules.play.must":
    "Jos jokin laattasi sopii, sinun on pelattava. Jos mikään ei sovi, passaat etkä nosta mitään. Pelaaminen tai passaaminen päättää vuoron, eikä saa passata, jos kädessä on sopiva laatta.",
  "rules.play.noscore":
    "Laatan pelaamisesta ei saa pisteitä, ei ensimmäisestä eikä viimeisestä laatasta. Kaikki pisteet lasketaan jaon päätyttyä.",
  "rules.play.markers":
    "Kuvissa katkoviivaiset plus-merkityt kehykset näyttävät ne kaksi kohtaa, joihin seuraavan laatan voi pelata.",
  "rules.fig.lead-1-4": "[1|4] aloittaa ketjun, joten seuraavassa laatassa on oltava 1 tai 4.",
  "rules.fig.double-1-1":
    "[1|1] pelataan ykköseen. Tupla on ketjussa poikittain, ja avoimet silmäluvut ovat yhä 1 ja 4.",
  "rules.fig.double-6-6":
    "[6|6] pelataan laatan [3|6] kuutoseen. Ketju jatkuu kolmosesta tai kuutosesta ilman haaroja.",
  "rules.fig.lead-0-0":
    "Aloituslaattana [0|0]: kumpikin pää on tyhjä, joten perään käy vain laatta, jossa on tyhjä puolikas.",

  "rules.doubles.title": "Tuplat pysyvät ketjussa",
  "rules.doubles.1":
    "Tupla asetetaan poikittain, mutta se ei koskaan avaa sivuhaaroja, ei edes aloituslaattana. Ketjussa on aina täsmälleen kaksi avointa päätä; se saa kääntyä mahtuakseen pöydälle, ja päitä on silti vain kaksi.",
  "rules.fig.double-4-4":
    "[4|4] pelataan laatan [1|4] neloseen. Se pysyy osana ketjua, ja toisessa avoimessa päässä on yhä 1.",
  "rules.fig.after-3-4": "[3|4] jatkaa ketjua tuplasta [4|4], joten avoimet silmäluvut ovat nyt 1 ja 3.",
  "rules.fig.lead-2-2":
    "Aloitustupla [2|2] on poikittain. Peli jatkuu kummalta puolelta tahansa kakkosella; haaroja ei ole.",

  "rules.end.title": "Jaon loppu ja pisteet",
  "rules.end.1":
    "Jako päättyy heti, kun joku pelaa viimeisen laattansa (domino), tai kun kukaan ei voi pelata: ketju on tukossa. Peli toteaa tukoksen heti, kun pelatun laatan jälkeen kenelläkään ei ole laattaa, joka sopisi kumpaankaan päähän.",
  "rules.end.2":
    "Sen jälkeen kaikki kädet näytetään, ja jokainen käsi lasketaan: kaikkien jäljellä olevien laattojen molempien puolikkaiden silmät.",
  "rules.end.domino":
    "Domino: laattansa loppuun pelannut voittaa jaon ja saa kaikki muiden pelaajien käsiin jääneet silmät. Vastustaja, jolle jäi pelkkä [0|0], ei pääse tasapeliin tyhjän käden kanssa, ja jos vastustajilla ei ole yhtään silmää, voittaja voittaa jaon silti, nollalla pisteellä.",
  "rules.end.blocked":
    "Tukos: jaon voittaa pelaaja, jolla yksin on pienin summa. Hän saa muiden pelaajien summat yhteenlaskettuina, vähennettynä kerran omalla summallaan. Jos pienin summa on kahdella tai useammalla, kukaan ei saa pisteitä eikä jaolla ole voittajaa.",
  "rules.end.raw":
    "Pisteet ovat pelkkiä silmiä: niitä ei pyöristetä eikä jaeta viidellä, eikä kenenkään pisteistä koskaan vähennetä mitään.",
  "rules.fig.blocked-3-7-8": "Kolmen pelaajan tukkeutunut jako, jossa käsiin jäi 3, 7 ja 8 silmää.",
  "rules.fig.blocked-3-3-8": "Tukkeutunut jako, jossa kahdella on sama pienin summa: 3, 3 ja 8 silmää.",
  "rules.fig.domino-0-0-and-8": "Domino: yhdelle vastustajalle jäi pelkkä [0|0], toiselle 8 silmää.",

  "rules.match.title": "Seuraava jako ja ottelun voitto",
  "rules.match.next":
    "Jokaisen jaon jälkeen aloitusvuoro siirtyy edellisestä aloittajasta yhden paikan myötäpäivään riippumatta siitä, kuka voitti, myös tasan päättyneen tukoksen jälkeen. Jos ottelu jatkuu, kaikki 28 laattaa sekoitetaan ja jaetaan uudelleen.",
  "rules.match.target":
    "Tavoite tarkistetaan vasta, kun jaon pisteet on laskettu kokonaan: 100 pistettä kahdella pelaajalla, 61 kolmella tai neljällä. Kun joku on saavuttanut sen, ottelu päättyy ja suurin pistemäärä voittaa; tavoitteen ylittävät pisteet jäävät voimaan. Jos suurin pistemäärä on kahdella tai useammalla, ottelu päättyy tasan.",
  "rules.match.example":
    "Esimerkiksi kolmella pelaajalla on 58, 40 ja 20 pistettä, ja ensimmäinen pelaa laattansa loppuun ja saa 9 pistettä: 67 pisteellä hän voittaa ottelun, ja kaikki 67 pistettä jäävät hänelle.",

  "rules.options.title": "Valinnat",
  "rules.options.intro":
    "Aloitusnäytössä voi valita neljästä pelistä. Valinnat yhdistyvät, kun siinä on järkeä; mieletön yhdistelmä (paripeli kahdella pelaajalla) hylätään ja syy kerrotaan.",
  "rules.options.classic": "Klassinen ottelu: yllä kuvatut säännöt.",
  "rules.options.quick":
    "Pikapeli: yksi jako ratkaisee. Suurimman tuplan haltija aloittaa ja pelaa sen ensin; jos kenelläkään ei ole tuplaa, aloittaa painavin laatta (saman arvon laatoista se, jossa on suurempi puolikas, joten [1|6] ennen laattaa [2|5]). Laattansa ensin loppuun pelannut voittaa; tukoksessa voittaa ainoa pienin summa, ja jaettu pienin summa tekee pelistä tasapelin. Jaon pisteet näytetään silti.",
  "rules.options.partnership":
    "Paripeli: neljä pelaajaa, parit istuvat vastakkain (paikat 1 ja 3 paikkoja 2 ja 4 vastaan). Kaikki 28 laattaa jaetaan, seitsemän kullekin, ja pisteet lasketaan pareittain. Dominon jälkeen laattansa loppuun pelanneen pari saa molempien vastustajien silmät. Tukoksessa kumpikin pari laskee kahden kätensä summan, ja pienemmän summan pari saa erotuksen; tasasummista ei saa pisteitä. Tavoite on 100.",
  "rules.options.draw":
    "Nostopeli: jakamatta jääneet laatat muodostavat kuvapuoli alaspäin olevan pakan. Jos et voi pelata, nostat laatan kerrallaan, kunnes jokin sopii (ja se on pelattava), tai kunnes pakka loppuu. Passata saa vain, kun mikään ei sovi ja pakka on tyhjä. Nostetun laatan näkee vain sen nostaja.",
  "rules.options.target":
    "Tavoitepisteet: tavallisen 100:n tai 61:n tilalle käy mikä tahansa kokonaisluku 1–1000, esimerkiksi 121 täyttä cribbage-lautaa varten.",

  "rules.keys.title": "Näppäimistö ja ruudunlukijat",
  "rules.keys.1":
    "Sarkain vie laattoihisi, ja nuolinäppäimet siirtävät niiden välillä. Enter valitsee laatan ja siirtyy kohtiin, joihin se sopii; nuolilla valitaan kohta, ja Enter pelaa laatan siihen. Esc palaa laattoihisi.",
  "rules.keys.2":
    "P passaa, D nostaa laatan pakasta, H antaa vihjeen, L siirtyy siirtoluetteloon, T palaa laattoihisi ja B lukee laattaketjun ääneen.",
  "rules.keys.3": "Ruudunlukija kertoo heti jokaisen pelatun laatan, passin, noston ja jaon tuloksen.",
};
