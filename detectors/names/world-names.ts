/**
 * First names and surnames of countries the generated German and English lists cover poorly: West,
 * East and Southern Africa, the Arab world and Iran, South and South-East Asia, China, Japan, Korea,
 * Ireland, the Nordic, Baltic and Slavic countries, Greece, Turkey, the Romance countries and Latin
 * America. Written down by hand from common-name knowledge (no corpus was read). Lower case; words
 * that are also German or English words or stop words are dropped where the lists are loaded
 * (name.ts), so "hung" or "will" never become names through this file.
 */

const words = (s: string): string[] => s.trim().split(/\s+/)

export const WORLD_FIRST_NAMES = words(`
  chukwuemeka chidinma chiamaka chioma chinonso chinwe chibuike chukwudi obinna ifeanyi ikechukwu nnamdi uchenna
  ebuka kelechi adaeze amaka nkechi ngozika oluwadamilare olufemi oluwatobi olumide oluwafemi oluwakemi olamide
  oluwaseyi babajide babatunde tunde ayodele ayomide adebola adeola adewale temitope titilayo folake funmilayo
  funke yetunde bukola damilola ebere emeka ijeoma yinka segun bolaji kunle femi tobi tolu wale bisi kehinde taiwo
  abimbola modupe oyelami bankole musa aminu abubakar usman sani garba bello yakubu halima hauwa zainab aisha
  kwabena kwaku yaw akosua adwoa afua efua esi kojo kwesi akua
  mamadou moussa ousmane ibrahima abdoulaye amadou cheikh modou babacar aliou seydou boubacar oumar souleymane
  lamine adama mamadi sekou fode alassane idrissa fatou aminata awa mariama aissatou khady ndeye binta kadiatou
  rokhaya coumba astou djeneba oumou salimata fatoumata assetou mariam
  wanjiru wanjiku njeri nyambura wambui achieng atieno akinyi adhiambo otieno odhiambo ochieng omondi kamau njoroge
  mwangi kipchoge kiprono chebet jepkosgei baraka neema imani zawadi juma amani rehema
  sizwe sipho thabo thandiwe thandeka nomsa nomvula nokuthula nokwanda lindiwe lwazi bongani mandla sibusiso
  siyabonga themba zodwa zanele ayanda andile lungile mpho tshepo kagiso palesa refilwe lerato karabo naledi
  khanyisile nandi busisiwe buhle thulani vusi musa tendai tatenda farai chipo rudo tapiwa nyasha tafadzwa
  tariro kudakwashe tinashe ruvimbo
  rami ramy ziad ziyad fadi hadi tarek tarik samer bassam nabil wael imad issam nizar ghassan khalil maher
  majid hamid rashid saeed sami fouad jamal kamal adel nadim amir amin bilal anas osama mahmoud mostafa
  ahmad yousef yousif hussam haitham hazem hisham iyad louay mazen marwan muhannad nasser qasim
  riad saif sultan talal yasser zaid zayed hala hiba huda lina lubna maha manal maryam nadia najla
  nisreen noura rana randa rasha reem rima ruba sahar samira sana sawsan suha widad yara yasmine zeina
  dina dalia ghada lamia leila lamya nour noor farah jana jumana
  reza ali mohammad mohammadreza hossein mehdi mahdi amirhossein arash babak bahram behnam dariush
  farhad farzad hamed kaveh kourosh majid milad mojtaba morteza nima omid payam pouya ramin saman shahram
  siavash sina vahid fatemeh fereshteh golnaz laleh mahnaz mahsa maryam mina nasrin negar niloufar parisa
  roya sahar shirin simin soheila tahmineh yasaman zahra ladan azadeh atefeh
  arjun aditi akash akshay alok amitabh anand anjali ankit ankita anupam aparna arvind ashok bhavna chetan
  darshan dhruv dinesh gaurav geeta girish gopal harish harsha hemant jayant jyoti kiran kishore krishna
  lalit madhav mahesh manish meera mohan mukesh nandini naveen nilesh nitin padma pallavi pankaj prakash
  pranav prasad prashant pratik preeti rajiv rakesh ravi rekha ritu rohan sachin sandeep sangeeta sanjana
  santosh sarita shalini shankar shanti shilpa shweta siddharth smita sneha srinivas subhash sudha sumit
  sunil swati tanvi tarun uma usha varun vikas vinod vishal yash yogesh gurpreet harpreet manpreet jaspreet
  simran navjot amandeep baljit kuldeep rajinder sukhwinder
  farhan imran irfan kamran nadeem naveed rizwan salman shahid shoaib tahir usman waqar zeeshan ayesha
  bushra fariha hina mehwish nadia rabia saima sana sadia uzma
  rahim karim rafiq shafiq anwar habib jahid mizanur mahbub tanvir sabbir rokeya nasreen shirin farzana
  budi agus bambang dewi eko fajar hendra indra joko kartika lestari putri rizky wahyu yudi ayu
  siti nurul ahmad faisal hafiz aziz azlan syafiq nurul aishah farah izzati haziq
  somchai somsak suchart niran kittipong anong malee siriporn nattapong pornthip supaporn wichai
  juan carlos jose luis miguel angel rafael pablo diego andres fernando ricardo eduardo sergio jorge raul
  alberto manuel francisco antonio javier ignacio gonzalo rodrigo cristian emilio esteban guillermo
  hector hugo joaquin julian lucas marcos martin matias nicolas octavio oscar ramiro tomas
  alejandra andrea beatriz camila catalina claudia cristina daniela elena esperanza fernanda gabriela
  isabel jimena josefina juana julieta laura lorena lucia luisa marisol marta monica natalia
  patricia paula pilar rocio rosa silvia ximena yolanda nuria jordi arnau oriol
  joao pedro paulo thiago tiago gabriel rafael bruno felipe gustavo leonardo marcelo rodrigo vinicius
  ana bruna fernanda juliana larissa leticia mariana raquel renata vanessa
  giorgio giuseppe luca marco mario massimo paolo pietro riccardo roberto salvatore stefano vincenzo
  andrea davide emanuele enrico fabio filippo gianluca leonardo michele nicola simone tommaso
  alessandra alessia arianna caterina elisa federica ilaria martina paola sara serena silvia valeria
  jean pierre jacques philippe francois thierry christophe sebastien nicolas olivier laurent frederic
  mathieu guillaume antoine julien benoit didier yves remi loic thibault
  amelie aurelie camille celine chloe clemence elodie emilie helene isabelle juliette margaux
  mathilde nathalie oceane sandrine solene sophie valerie veronique sylvie brigitte manon
  cian cillian oisin eoin niamh siobhan aoife ciara caoimhe saoirse sinead grainne roisin orla deirdre
  padraig seamus sean ruairi tadhg darragh colm donal fionn aisling clodagh eimear orlaith cathal
  lars anders henrik jens kristian magnus mikkel rasmus soren torben morten nils olav erik ingvar
  stig trond knut gunnar halvard sindre eirik vegard oddvar
  kari anne inger karin kirsten marit mette randi sigrun solveig tone torill gunhild ragnhild hanne
  aino eero juha jukka kalle mikko pekka sami tapio timo veikko jari heikki antti
  anu eeva helmi kaisa liisa minna paivi riikka sanna satu tiina tuula
  jan piotr pawel tomasz krzysztof andrzej marek michal grzegorz jakub lukasz marcin mateusz wojciech
  dariusz kamil przemyslaw rafal szymon zbigniew agnieszka anna barbara ewa joanna katarzyna magdalena
  malgorzata monika zofia zuzanna dorota elzbieta beata jadwiga justyna urszula
  jiri petr pavel tomas lukas ondrej vojtech zdenek jaroslav miroslav katerina lucie petra tereza
  veronika jana eva marketa
  andrii andriy oleksandr oleksii oleh olena oksana iryna kateryna mykola mykhailo petro serhii taras
  vasyl volodymyr yaroslav yevhen yulia halyna nataliia tetiana viktor viktoria bohdan dmytro
  aleksandr aleksei anatoly boris evgeny grigory igor ilya konstantin leonid maxim oleg roman stanislav
  timur vadim valentin vasily vyacheslav yaroslav anna darya elena galina irina kseniya larisa lyudmila
  marina nadezhda polina svetlana tamara valentina vera yekaterina zoya
  georgios giorgos konstantinos dimitrios nikolaos ioannis panagiotis christos vasileios athanasios
  eleni maria katerina sofia georgia dimitra vasiliki anastasia konstantina
  mehmet ahmet mustafa huseyin hasan ibrahim ismail osman yusuf emre burak cem can kerem serkan tolga
  volkan ozan baris onur cagri ayse fatma emine hatice zeynep elif merve busra esra ebru gulsen ozlem
  sibel tugba yasemin dilek derya seda
  mihai andrei bogdan catalin cosmin florin gheorghe ionut marius razvan sorin vlad alina andreea
  bianca cristina diana ioana larisa loredana mihaela oana raluca roxana simona
  bence balazs gabor istvan janos laszlo peter tamas zoltan zsolt agnes eszter katalin krisztina zsofia
  aleksandar dragan goran milan miroslav nemanja nikola stefan vladimir zoran ivana jelena milica
  ana marija snezana tijana ivan luka marko josip matej ante
  wei jian jun hao yi yu xin lei ming jing hui ling fang na li yan ying juan ping qing tao bo
  xiaoming xiaohong xiaoli jiahui zihan yuxuan haoran zhiwei junjie weijie jiayi meiling
  hiroshi takashi kenji yuki haruto sota yuto riku kaito ren daiki shota takumi kazuki ryo sho
  haruki hiroki yusuke daisuke kenta tatsuya naoki kohei yuta satoshi akira makoto takeshi masashi tomoya shinji
  yuko mayumi asuka rina saki aoi ayano chihiro eri kana kanako mami natsumi rie sayaka yoshiko
  yuka yumi emi ayaka mai misaki nanami sakura yui hina akari hikari haruka kaori megumi naomi
  tomoko yoko keiko kumiko noriko chiyo ayumi mizuki shiori kaede
  minjun seojun dohyun jiho jimin jiwoo jihoon minseo seoyeon seoyun jiyoon hayoon eunji soyeon
  hyunwoo sungmin youngho jaehyun donghyun taeyang minji yuna sujin hyejin
  thanh minh tuan hung dung hai long quang duc huy khanh phuong hanh ngoc trang
  hien thuy nhung quynh
  anh tuan thao linh dung hien phuc vinh
  thị văn hữu đức
`)

export const WORLD_SURNAMES = words(`
  obi okafor okonkwo okeke okoro okoye nwosu nwachukwu eze ezeh chukwu chukwuma onyeka onyekachi ibe
  adeyemi adebayo adewale adeleke adeniyi adesanya afolabi ajayi akinola akinyemi babatunde balogun
  bankole ogunleye ogundipe olaniyan oyelaran oyewole odunsi fashola ogunbanjo olatunji oladipo olawale
  abiodun ayodele bello danjuma lawal mohammed musa suleiman yusuf ibrahim abdullahi
  mensah asante boateng owusu osei agyeman appiah darko ansah amoah boakye acheampong frimpong
  diallo ndiaye diop sarr gueye mbaye ndour cisse traore toure keita camara kone konate coulibaly sylla
  sangare ouedraogo kabore sawadogo diarra dembele doumbia bamba kouassi kouame konan ouattara diabate sissoko
  niang thiam seck wade faye dieng kane
  kamau mwangi njoroge otieno odhiambo ochieng omondi wanjiru kariuki kibet kiprop kipchoge cheruiyot
  mutua muthoni wambua onyango ouma wafula wekesa
  khumalo dlamini ndlovu nkosi zulu mokoena mahlangu mthembu ngcobo shabalala sithole zwane buthelezi
  mabaso molefe mokoena motaung naidoo pillay govender moodley mazibuko radebe cele hadebe masondo
  moyo ncube sibanda mpofu chikwanha mugabe tshabalala
  khoury haddad khalil nassar saad sabbagh hakim awad aziz hamdan darwish habib jaber mansour
  nasr salem sayegh shamoun toma yazbek zoghbi abboud barakat bitar chami farah ghanem karam maalouf
  najjar rizk sleiman tannous antoun
  al-sayed al-hashimi al-masri al-rashid el-amin el-khoury abdelrahman abdelaziz hussein hassan
  rezaei ahmadi mohammadi karimi moradi jafari rahimi kazemi hashemi mousavi sadeghi ebrahimi
  ghorbani sharifi nazari farahani tehrani shirazi esfahani amini bagheri salehi zamani najafi
  sharma verma gupta agarwal aggarwal bansal goyal jain mittal singhal khanna malhotra kapoor chopra
  mehra bhatia arora sethi anand kohli sodhi gill sandhu sidhu dhillon grewal brar randhawa
  iyer iyengar krishnamurthy ramanathan raghunathan subramaniam venkataraman natarajan balasubramanian
  srinivasan rajagopal narayanan chandrasekhar gopalakrishnan swaminathan sundaram
  patil deshpande kulkarni joshi deshmukh pawar jadhav gaikwad shinde more chavan
  chatterjee banerjee mukherjee chakraborty bhattacharya ganguly sengupta dasgupta ghosh bose dutta
  das roy mitra biswas saha
  nair menon pillai kurian thomas varghese mathew
  reddy naidu rao chowdary prasad murthy
  desai mehta parikh trivedi pandya thakkar vyas dave modi
  qureshi siddiqui ansari chaudhry malik butt mirza baig rana awan abbasi hashmi
  rahman hossain uddin chowdhury sarker akter begum
  santoso wijaya susanto hidayat setiawan kusuma pratama saputra nugroho gunawan halim rahmawati
  wibowo hartono sutanto tanuwidjaja
  tan lim lee ng ong goh chua koh teo ang chan wong leung cheung lau ho yip tsang kwok
  wang zhang liu chen yang zhao huang zhou wu xu sun zhu ma hu guo he lin luo zheng liang xie
  song tang han feng deng cao peng zeng xiao tian dong pan cai jiang yu du ye cheng wei su lu
  ding ren shen yao jin fu zhong qian
  sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi kato yoshida yamada sasaki
  yamaguchi matsumoto inoue kimura hayashi shimizu yamazaki mori abe ikeda hashimoto ishikawa
  ogawa fujita okada hasegawa murakami kondo ishii saito sakamoto endo aoki fujii nishimura
  fukuda ota miura fujiwara okamoto matsuda nakagawa nakano harada ono tamura takeuchi kaneko wada
  nakayama ishida ueda morita hara shibata sakai kudo yokoyama miyazaki miyamoto uchida takagi
  ando taniguchi ohno maruyama imai takada fujimoto takeda murata ueno sugiyama masuda sugawara
  hirano otsuka chiba kubo matsui iwasaki sakurai kinoshita noguchi matsuo nomura kikuchi sano
  onishi sugimoto arai hamada
  kim lee park choi jung jeong kang cho yoon yun jang lim han oh seo shin kwon hwang ahn song
  jeon ko moon yang son bae baek heo noh ha kwak sung cha joo woo min ryu na jin
  nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly trinh dinh mai
  rodriguez gonzalez fernandez lopez martinez sanchez perez gomez martin jimenez ruiz hernandez
  diaz moreno alvarez munoz romero alonso gutierrez navarro torres dominguez vazquez ramos gil
  ramirez serrano blanco molina morales suarez ortega delgado castro ortiz rubio marin sanz
  nunez iglesias medina garrido cortes castillo santos lozano guerrero cano prieto mendez cruz
  calvo gallego vidal leon marquez herrera pena flores cabrera campos vega fuentes carrasco
  diez caballero reyes nieto aguilar pascual santana herrero lorenzo montero hidalgo gimenez
  ibanez ferrer duran santiago benitez mora vicente vargas arias carmona crespo roman pastor
  soto saez velasco moya soler parra esteban gallardo rojas puig pujol ferrer vila roca
  serra font riera
  silva santos oliveira souza rodrigues ferreira alves pereira gomes costa ribeiro martins
  carvalho almeida lopes soares fernandes vieira barbosa rocha dias nascimento andrade moreira
  nunes marques machado mendes freitas cardoso ramos goncalves santana teixeira azevedo
  rossi russo ferrari esposito bianchi romano colombo ricci marino greco bruno gallo conti
  mancini costa giordano rizzo lombardi moretti barbieri fontana santoro mariani rinaldi
  caruso ferrara galli martini leone longo gentile martinelli vitale lombardo serra coppola
  d'angelo marchetti parisi villa conte ferraro ferri fabbri bianco marini grasso
  valentini sala gatti pellegrini palumbo sanna farina rizzi monti cattaneo
  moreau laurent lefebvre leroy roux fournier girard bonnet dupont lambert fontaine rousseau
  vincent muller lefevre faure andre mercier blanc guerin boyer garnier chevalier francois
  legrand gauthier garcia perrin robin clement morin nicolas henry roussel mathieu gautier
  masson marchand duval denis dumont marie lemaire noel meyer dufour meunier brun blanchard
  giraud joly riviere lucas brunet gaillard barbier arnaud martinez gerard roche renard schmitt
  roy leroux colin vidal caron picard roger fabre aubert lemoine renaud dumas lacroix olivier
  philippe bourgeois pierre benoit rey leclerc payet rolland leclercq guillaume lecomte lopez
  jean dupuy guillot hubert berger carpentier sanchez dupuis moulin louis deschamps huet vasseur
  perez boucher fleury royer klein jacquet adam poirier marty aubry guyot carre charles
  charpentier menard maillard baron bertin bailly herve schneider fernandez
  collet leger bouvier julien prevost millet perrot daniel cousin germain breton besson
  langlois remy pelletier leveque leblanc barre lebrun marchal weber mallet
  hamon boulanger jacob monnier michaud rodriguez guichard gillet etienne grondin poulain
  tessier chevallier collin chauvin bouchet gay lemaitre benard marechal humbert
  reynaud antoine hoarau perret barthelemy cordier pichon lejeune gilbert lamy delaunay
  pasquier carlier laporte
  murphy kelly byrne ryan walsh o'brien o'sullivan doyle mccarthy gallagher o'connor kennedy lynch
  murray quinn moore mcloughlin o'neill o'reilly dunne brennan burke collins campbell clarke
  johnston hughes o'farrell fitzgerald brown martin maguire nolan flynn thompson o'callaghan
  o'donnell duffy mahony boyle healy shea white sweeney hayes kavanagh power mcgrath moran
  brady stewart casey foley fitzpatrick o'leary mcdonnell mcmahon donnelly regan donovan burns
  flanagan mullan barry kane robinson cunningham griffin kenny sheehan ward whelan lyons reid
  graham higgins cullen keane king maher mckenna bell scott hogan o'keeffe magee mcnamara
  mcdonald mcdermott molloy o'rourke buckley o'dwyer
  forsyth mcgregor macgregor mackenzie mackay macleod macdonald mcintosh mcintyre mclean
  maclean mckay mckenzie fraser ross sinclair munro grant gordon cameron ferguson henderson
  hansen johansen olsen larsen andersen pedersen nilsen kristiansen jensen karlsen johnsen
  pettersen eriksen berg haugen johannessen andreassen jacobsen dahl jorgensen halvorsen
  henriksen lund sorensen jakobsen moen gundersen iversen strand solberg svendsen eide knutsen
  martinsen paulsen bakken kristoffersen mathisen lie amundsen nguyen rasmussen solheim berge
  moe nygard bakke kristensen fredriksen holm lunde myhre
  nielsen christensen poulsen madsen thomsen rasmussen mortensen jorgensen petersen andersen
  johansson andersson karlsson nilsson eriksson larsson olsson persson svensson gustafsson
  pettersson jonsson jansson hansson bengtsson lindberg jakobsson magnusson lindstrom lindqvist
  lindgren axelsson berg bergstrom lundberg lundgren lind mattsson berglund fredriksson sandberg
  henriksson forsberg sjoberg wallin engstrom eklund danielsson lundin hakansson bjork bergman
  gunnarsson holm wikstrom samuelsson isaksson fransson bergqvist nystrom holmberg arvidsson
  korhonen virtanen makinen nieminen makela hamalainen laine heikkinen koskinen jarvinen lehtonen
  lehtinen saarinen salminen heinonen niemi heikkila kinnunen salonen turunen salo laitinen
  tuominen rantanen karjalainen jokinen mattila savolainen lahtinen ahonen
  nowak kowalski wisniewski wojcik kowalczyk kaminski lewandowski zielinski szymanski wozniak
  dabrowski kozlowski jankowski mazur kwiatkowski krawczyk piotrowski grabowski nowakowski
  pawlowski michalski nowicki adamczyk dudek zajac wieczorek jablonski krol majewski olszewski
  jaworski wrobel malinowski pawlak witkowski walczak stepien gorski rutkowski michalak sikora
  ostrowski baran duda szewczyk tomaszewski pietrzak marciniak wroblewski zalewski jakubowski
  jasinski zawadzki sadowski bak chmielewski wlodarczyk borkowski czarnecki sawicki sokolowski
  urbanski kubiak maciejewski szczepanski kucharski wilk kalinowski mazurek wysocki adamski
  kazmierczak wasilewski sobczak czerwinski andrzejewski cieslak glowacki zakrzewski kolodziej
  sikorski krajewski gajewski szymczak szulc baranowski laskowski brzezinski makowski ziolkowski
  przybylski kaczmarek
  novak svoboda novotny dvorak cerny prochazka kucera vesely horak nemec marek pokorny pospisil
  hajek jelinek kral ruzicka benes fiala sedlacek dolezal zeman kolar navratil cermak vanek urban
  melnyk shevchenko boyko kovalenko bondarenko tkachenko kovalchuk kravchenko oliynyk shevchuk
  koval polishchuk bondar tkachuk moroz marchenko lysenko rudenko savchenko petrenko klymenko
  pavlenko kravchuk kuzmenko ponomarenko savchuk vasylenko levchenko kharchenko karpenko
  ivanov smirnov kuznetsov popov vasiliev petrov sokolov mikhailov novikov fedorov morozov volkov
  alekseev lebedev semenov egorov pavlov kozlov stepanov nikolaev orlov andreev makarov nikitin
  zakharov zaitsev soloviev borisov yakovlev grigoriev romanov vorobiev sergeev kuzmin frolov
  alexandrov dmitriev korolev gusev kiselev ilyin maksimov polyakov sorokin vinogradov kovalev
  belov medvedev antonov tarasov zhukov baranov filippov komarov davydov belyaev gerasimov
  bogdanov osipov sidorov matveev titov markov mironov krylov kulikov karpov vlasov melnikov
  papadopoulos papadakis georgiou dimitriou nikolaou ioannou konstantinou christodoulou vasileiou
  pappas karagiannis oikonomou antoniou athanasiou
  yilmaz kaya demir sahin celik yildiz yildirim ozturk aydin ozdemir arslan dogan kilic aslan
  cetin kara koc kurt ozkan simsek polat ozcan korkmaz cakir erdogan yavuz can acar aktas
  guler yalcin gunes bozkurt bulut keskin unal turan gul ozer isik kaplan avci tekin
  kose yuksel ates aksoy
  popescu ionescu popa pop radu dumitru stan stoica gheorghe matei ciobanu rusu constantin
  munteanu florea mihai oprea lazar marin dinu tudor barbu neagu
  nagy kovacs toth szabo horvath varga kiss molnar nemeth farkas balogh papp takacs juhasz
  lakatos meszaros olah simon racz fekete
  jovanovic petrovic nikolic markovic djordjevic stojanovic ilic stankovic pavlovic milosevic
  horvat kovacevic babic maric juric novak kovacic knezevic vukovic
`)
