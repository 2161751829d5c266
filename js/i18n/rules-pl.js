// Zasady gry po polsku (dołączane do polskiego katalogu przez i18n.js).
export const rulesPl = {
  "rules.open": "Zasady",
  "rules.back": "Wróć do gry",
  "rules.title": "Jak grać w domino blokowe",
  "rules.loading": "(rysunek pojawi się, gdy silnik gry będzie gotowy)",
  "rules.failed": "(do rysunku potrzebny jest silnik gry, którego nie udało się uruchomić)",

  "rules.about.title": "O co chodzi",
  "rules.about.1":
    "Gra blokowa to najprostsza odmiana domina: tu nikt nigdy nie dobiera klocków. Starasz się pozbyć wszystkich swoich klocków albo zostać z najmniejszą liczbą oczek, gdy łańcucha nie da się już przedłużyć. Punkty przyznaje się dopiero po rozdaniu, za oczka, które zostały w rękach pozostałych graczy.",
  "rules.about.2":
    "Poniżej opisano grę klasyczną (indywidualną grę Block w wersji z Pagata), od której gra startuje, a potem opcje dostępne przy zakładaniu partii. Każdy rysunek to pozycja rozegrana przez silnik tej gry.",

  "rules.deal.title": "Klocki i rozdanie",
  "rules.deal.set":
    "Gra się kompletem do podwójnej szóstki: 28 klocków od [0|0] do [6|6], każdy występuje raz. Wartość klocka to suma oczek na obu połówkach, więc [6|6] liczy się za 12, a [0|0] za zero.",
  "rules.deal.players": "Grają dwie, trzy albo cztery osoby i każda liczy punkty tylko dla siebie.",
  "rules.deal.caption": "Ile klocków dostaje każdy gracz i do ilu punktów toczy się partia",
  "rules.deal.th.players": "Gracze",
  "rules.deal.th.hand": "Klocki na gracza",
  "rules.deal.th.asleep": "Klocki poza grą",
  "rules.deal.th.target": "Cel partii",
  "rules.deal.sleep":
    "Wszystkie klocki miesza się oczkami do stołu i rozdaje. Swoje klocki trzymaj tak, by inni ich nie widzieli. Klocki, których nikt nie dostał, leżą zakryte poza grą aż do końca rozdania: nikt ich nie ogląda i nikt z nich nie dobiera.",
  "rules.deal.lot":
    "Kto zaczyna pierwsze rozdanie, rozstrzyga uczciwe losowanie: każdy ciągnie na ślepo jeden klocek i wygrywa najwyższa wartość. Jeśli kilku graczy ma po równo najwięcej, losują ponownie tylko oni, aż zostanie jeden. Przed rozdaniem wylosowane klocki wracają do kompletu.",
  "rules.deal.lead":
    "Zaczynający może wyłożyć dowolny klocek z ręki; posiadanie najwyższego dubla nie daje prawa do otwarcia. Potem kolejka idzie zgodnie z ruchem wskazówek zegara.",

  "rules.play.title": "Dokładanie klocka",
  "rules.play.match":
    "W swojej kolejce dokładasz jeden klocek do jednego z dwóch wolnych końców łańcucha, tak by jego połówka miała tyle oczek, ile ten koniec. Druga połówka klocka wyznacza odtąd wartość tego końca. Pusta połówka pasuje wyłącznie do pustej: [0|0] nie zastępuje innych klocków.",
  "rules.play.must":
    "Jeśli któryś twój klocek pasuje, musisz go dołożyć. Jeśli nie pasuje żaden, pasujesz i niczego nie dobierasz. Dołożenie klocka albo pas kończy kolejkę, a pasować z pasującym klockiem w ręce nie wolno.",
  "rules.play.noscore":
    "Za dołożenie klocka nie ma punktów, także za pierwszy i ostatni klocek. Wszystko liczy się po zakończeniu rozdania.",
  "rules.play.markers":
    "Na rysunkach przerywane obrysy z plusem pokazują dwa miejsca, w które może trafić następny klocek.",
  "rules.fig.lead-1-4": "[1|4] otwiera łańcuch, więc kolejny klocek musi mieć 1 albo 4.",
  "rules.fig.double-1-1": "[1|1] trafia na jedynkę. Dubel leży w poprzek łańcucha, a wolne wartości to nadal 1 i 4.",
  "rules.fig.double-6-6":
    "[6|6] trafia na szóstkę klocka [3|6]. Łańcuch rośnie dalej od trójki albo od szóstki, bez żadnego rozgałęzienia.",
  "rules.fig.lead-0-0": "Otwarcie klockiem [0|0]: oba końce są puste, więc dołożyć można tylko klocek z pustą połówką.",

  "rules.doubles.title": "Duble zostają w łańcuchu",
  "rules.doubles.1":
    "Dubel kładzie się w poprzek, ale nigdy nie tworzy bocznych odgałęzień, nawet jako pierwszy klocek. Łańcuch zawsze ma dokładnie dwa wolne końce; może zakręcać, żeby zmieścić się na stole, i dalej ma tylko dwa końce.",
  "rules.fig.double-4-4":
    "[4|4] trafia na czwórkę klocka [1|4]. Pozostaje częścią łańcucha, a na drugim wolnym końcu nadal jest 1.",
  "rules.fig.after-3-4": "[3|4] przedłuża łańcuch od dubla [4|4], więc wolne wartości to teraz 1 i 3.",
  "rules.fig.lead-2-2":
    "Otwierający dubel [2|2] leży w poprzek. Dokłada się do niego z obu stron klocki z dwójką; odgałęzień nie ma.",

  "rules.end.title": "Koniec rozdania i punkty",
  "rules.end.1":
    "Rozdanie kończy się od razu, gdy ktoś wyłoży swój ostatni klocek (domino), albo gdy nikt nie może dołożyć: łańcuch jest zablokowany. Gra ogłasza blokadę, gdy tylko po dołożeniu żaden gracz nie ma klocka pasującego do któregoś końca.",
  "rules.end.2":
    "Wtedy wszyscy odkrywają klocki i liczy się każdą rękę: oczka na obu połówkach każdego pozostałego klocka.",
  "rules.end.domino":
    "Domino: kto pozbył się klocków, wygrywa rozdanie i dostaje wszystkie oczka z rąk pozostałych graczy. Przeciwnik, któremu został tylko [0|0], nie remisuje z pustą ręką, a gdy przeciwnicy nie mają żadnych oczek, zwycięzca i tak wygrywa rozdanie, z zerem punktów.",
  "rules.end.blocked":
    "Blokada: rozdanie wygrywa gracz, który sam jeden ma najmniejszą sumę. Dostaje sumy pozostałych graczy dodane do siebie, pomniejszone jeden raz o własną sumę. Gdy najmniejszą sumę ma dwóch lub więcej graczy, nikt nie dostaje punktów i rozdanie nie ma zwycięzcy.",
  "rules.end.raw":
    "Punkty to zwykłe oczka: bez zaokrąglania i bez dzielenia przez pięć, a z niczyjego wyniku nigdy nic się nie odejmuje.",
  "rules.fig.blocked-3-7-8": "Zablokowane rozdanie trzech graczy, którym zostało 3, 7 i 8 oczek.",
  "rules.fig.blocked-3-3-8": "Zablokowane rozdanie, w którym dwóch graczy ma tę samą najmniejszą sumę: 3, 3 i 8 oczek.",
  "rules.fig.domino-0-0-and-8": "Domino: jednemu przeciwnikowi został tylko [0|0], drugiemu 8 oczek.",

  "rules.match.title": "Następne rozdanie i koniec partii",
  "rules.match.next":
    "Po każdym rozdaniu prawo otwarcia przechodzi o jedno miejsce zgodnie z ruchem wskazówek zegara od poprzedniego otwierającego, bez względu na to, kto wygrał, także po blokadzie z remisem. Jeśli partia trwa dalej, wszystkie 28 klocków miesza się i rozdaje od nowa.",
  "rules.match.target":
    "Cel sprawdza się dopiero po pełnym rozliczeniu rozdania: 100 punktów przy dwóch graczach, 61 przy trzech lub czterech. Gdy ktoś go osiągnie, partia się kończy i wygrywa najwyższy wynik; punkty ponad cel zostają. Jeśli najwyższy wynik ma dwóch lub więcej graczy, partia kończy się remisem.",
  "rules.match.example":
    "Przykład: trzej gracze mają 58, 40 i 20 punktów, pierwszy kończy domino i zbiera 9 punktów. Z wynikiem 67 wygrywa partię i zachowuje wszystkie 67 punktów.",

  "rules.options.title": "Opcje",
  "rules.options.intro":
    "Przy zakładaniu partii do wyboru są cztery gry. Opcje łączą się tam, gdzie ma to sens; połączenie bez sensu (gra w parach we dwóch) zostaje odrzucone z wyjaśnieniem.",
  "rules.options.classic": "Partia klasyczna: zasady opisane wyżej.",
  "rules.options.quick":
    "Szybka gra: rozstrzyga jedno rozdanie. Zaczyna gracz z najwyższym dublem i musi go wyłożyć; jeśli nikt nie ma dubla, zaczyna najcięższy klocek (przy równej wartości ten z wyższą połówką, więc [1|6] przed [2|5]). Wygrywa ten, kto pierwszy się pozbędzie klocków; przy blokadzie wygrywa jedyna najmniejsza suma, a równe najmniejsze sumy dają remis. Punkty rozdania są i tak pokazywane.",
  "rules.options.partnership":
    "Gra w parach: czterech graczy, partnerzy siedzą naprzeciw siebie (miejsca 1 i 3 przeciw 2 i 4). Rozdaje się wszystkie 28 klocków, po siedem, a punkty liczy się dla drużyn. Po domino drużyna gracza, który wyszedł, dostaje oczka obu przeciwników. Przy blokadzie każda drużyna sumuje swoje dwie ręce, a drużyna z mniejszą sumą dostaje różnicę; równe sumy nie dają punktów. Cel to 100.",
  "rules.options.draw":
    "Gra z dobieraniem: nierozdane klocki tworzą zakrytą pulę. Kto nie może dołożyć, dobiera po jednym klocku, aż któryś będzie pasował (i wtedy musi go dołożyć) albo pula się skończy. Pasować wolno tylko wtedy, gdy nic nie pasuje, a pula jest pusta. Dobrany klocek widzi tylko ten, kto go wziął.",
  "rules.options.target":
    "Wynik docelowy: zamiast zwykłych 100 albo 61 można wpisać dowolną liczbę całkowitą od 1 do 1000, na przykład 121 na pełną tabliczkę do cribbage.",

  "rules.keys.title": "Klawiatura i czytniki ekranu",
  "rules.keys.1":
    "Klawisz Tab prowadzi do twoich klocków, a strzałki przenoszą między nimi. Enter wybiera klocek i przechodzi do miejsc, w których pasuje; strzałkami wybierasz miejsce, a Enter go tam dokłada. Escape wraca do twoich klocków.",
  "rules.keys.2":
    "P — pas, D — dobranie klocka z puli, H — podpowiedź, L — lista ruchów, T — powrót do twoich klocków, B — odczytanie łańcucha.",
  "rules.keys.3": "Czytnik ekranu na bieżąco ogłasza każde dołożenie, pas, dobranie i wynik rozdania.",
};
