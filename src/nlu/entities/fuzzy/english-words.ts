/**
 * Common English words (4+ letters) that fuzzy matching must never rewrite into another word
 * (`like` must not become `hike`). GENERATED once from the lexicon of compromise 14.17.0
 * (`nlp.world().model.one.lexicon`, lowercase a-z words of length >= 4, person/place/organization
 * names excluded), embedded as data so that compiling a workspace loads no NLP library.
 */
export const ENGLISH_WORDS_TEXT = `
abandon abandoned abandoning abandonings abandons abduct abducted abducting abducts aberrant abet abets abide
abides abiding abject ablaze able aboard abolish abolished abolishes abolishing abort aborted aborting aborts
abound abounded abounding abounds about above abreast abroad abrupt abscond absconded absconding absconds
absent absolute absolve absolved absolves absolving absorb absorbed absorbing absorbs abstract abstruse absurd
absurder absurdest abundant abuse abused abuses abusing academic academics accelerate accelerated accelerates
accelerating accent accented accenting accents accept accepted accepting accepts access accessed accesses
accessing accident accidents acclimate acclimated acclimates acclimating accommodate accommodated accommodates
accommodating accompanied accompanies accompany accompanying accomplish accomplished accomplishes
accomplishing accord accorded according accords accost accosted accosting accosts account accountant
accountants accounted accounting accountings accounts accrual accruals accrue accrued accrues accruing
accurate accuse accused accuses accusing accustom accustomed accustoming accustoms aced aces acetate acetates
ache ached aches achieve achieved achieves achieving aching acid acing acknowledge acknowledged acknowledges
acknowledging acoustics acquaintance acquaintances acquiesce acquiesced acquiescent acquiesces acquiescing
acquire acquired acquires acquiring acquittal acquittals acre acres acrobat acrobats across acted acting
actings activate activated activates activating activist activists actor actors actress actresses acts actual
acute adamant adapt adapted adapting adapts added addenda addendum addict addicted addicting addicts adding
address addressed addresses addressing adds adept adequate adjective adjectives adjourn adjourned adjourning
adjourns adjust adjusted adjusting adjusts administer administered administering administers administrator
administrators admiral admirals admit admits admitted admitting adolescent adolescents adopt adopted adopting
adopts adorn adorned adorning adorns adsorb adsorbed adsorbing adsorbs adult adults advance advanced advances
advancing advantage advantages adventurer adventurers adverse advertise advertised advertises advertising
advertisings advice advisor advisors advocate advocated advocates advocating aerobics aerodynamics aeronautics
affect affected affecting affectionate affects affiliate affiliated affiliates affiliating affix affixed
affixes affixing affluent afford afforded affording affords afraid after again against aged agent agents ages
aggressive agile aging agings agonize agonized agonizes agonizing agonze agonzed agonzes agonzing agree
agreeable agreed agreeing agrees ahead ahem ahoy aided aiding aids aimed aiming aims aircraft aired airing
airs alarm alarmed alarming alarms alas alcoholic alert alerts alfredo alfredoes alga algae alien aliens
alight alighted alighter alightest alighting alights align aligned aligning aligns alike alive alkaline allege
alleged alleges alleging allergies allergy allies allot allots allotted allotting allow allowed allowing
allows allude alluded alludes alluding alluring alluringing allurings ally alma almas almost alone along
alongside aloof already alright also alter altered altering alternate alternative alternatives alters although
altogether alumna alumnae alumni alumnus always amalgamate amalgamated amalgamates amalgamating amaze amazed
amazes amazing amen amends amid amidst amnesty among amongst ample amuse amused amuses amusing analyse
analysed analyses analysing analysis analyst analysts anarchist anarchists ancestor ancestors anchor anchored
anchoring anchors anecdote anecdotes anger angered angering angers angrier angriest angry animate animated
animates animating animator animators anise anneal annealing anneals announce announced announcer announcers
announces announcing annoy annoyed annoying annoys annul annulled annuls anomalies anomaly another answer
answered answering answers antarctic antarctics antenna antennae anticipate anticipated anticipates
anticipating antidote antidotes antiquated antique antsy anybodies anybody anymore anyone anything anyway
apart apostle apostles appalled appalling apparent apparition apparitions appeal appealed appealing appeals
appear appeared appearing appears appease appeased appeases appeasing appendices appendix appetite appetites
appetizing applied applies apply applying appoint appointed appointing appoints appraise appraised appraises
appraising appreciate appreciated appreciates appreciating apprentice apprentices approach approached
approaches approaching approachings appropriate approve approved approves approving approx approximate
approximated approximater approximates approximatest approximating april apropos arab arabs arbitrary arch
archbishop archbishops arched arches arching architect architected architecting architects archival archive
archived archives archiving arctic arctics argh argue argued argues arguing arguings arise arisen arises
arising aristocrat aristocrats arithmetic armed arming armour armoured armouring armours arms arose around
arouse aroused arouses arousing arrange arranged arranges arranging array arrays arrest arrested arresting
arrests arrive arrived arrives arriving arrogant arsenal arsenals arsenic articulate articulated articulater
articulates articulatest articulating artificial artisan artisans artist artists arts artsy ascent ascents
ashen aside asked asking asks asleep aspect aspects aspire aspired aspires aspirin aspiring assail assailed
assailing assails assemble assembled assembles assembling assert asserted asserting asserts assess assessed
assesses assessing assign assigned assigning assigns assist assistant assistants assisted assisting assists
associate associated associates associating asst assume assumed assumes assuming assumings assure assured
assures assuring astonish astonished astonishes astonishing astound astounded astounding astounds astronaut
astronauts astronomer astronomers astros astute athiest athiests athlete athletes athletics atop attach
attached attaches attaching attack attacked attacking attacks attain attained attaining attains attempt
attempted attempting attempts attendant attendants attest attested attesting attests attic attics attorney
attorneys attosecond attoseconds attract attracted attracting attractings attractive attracts atty auction
auctioned auctioning auctions auditory augment augmented augmenting augments august aunt auntie aunties aunts
austere authentic author authorize authorized authorizes authorizing authors autocrat autocrats autoimmune
automate automated automates automating autopsies autopsy average avert averted averting averts avocado
avocados avoid avoided avoiding avoids avril await awaited awaiting awaits awake awaken award awarded awarding
awards aware away awesome awesomer awesomest awhile awkward awoken axes axis ayatullah ayatullahs babies baby
babysat babysit babysits babysitting babysittings bacilli bacillus back backed backfire backfired backfires
backfiring backing backings backs backward backwards baffle baffled baffles baffling baggage baht bail bailed
bailing bails bake baked baker bakers bakes baking bakings balance balanced balances balancing bald balder
baldest band banded banding bands bang banged banging bangs bank banked banker bankers banking bankings
bankrupt bankrupted bankrupter bankruptest bankrupting bankrupts banks bankses banned banning bans barber
barbers bare bargain bargained bargaining bargains barge barged barges barging bark barked barking barks baron
baroness baronesses barons barracks barred barren barrier barriers barring bars bartender bartenders base
based bases bash bashed bashes bashing basing bass bathe bathed bathes bathing batter battered battering
batters battle battled battles battling battlings bawdier bawdiest bawdy bbps bean beans bear bearing bears
beat beatboxer beatboxers beaten beating beats beau beautiful beaux became because become becomes becoming
beef beefed beefing beefs been before befriend befriended befriending befriends began begged begging begin
beginning beginnings begins begs beguile beguiled beguiles beguiling begun behave behaved behaves behaving
behead beheaded beheading beheads beheld behind behold beholding beholds being beings beingses belated believe
believed believes believing belittle belittled belittles belittling bella bellies belly belong belonged
belonging belongings belongs beloved below belt belted belting belts bend bending bends beneath benedict
benedicts beneficial benefit benefited benefiting benefits benign bent bequeath bequeathed bequeathing
bequeaths berg bergs beside besides best bestow bestowed bestowing bestows bests bestselling betray betrayed
betraying betrays bets better betting bettings between beware bewilder bewildered bewildering bewilders
bewitch bewitched bewitches bewitching beyond bias biased biases biasing bicyclist bicyclists bidding bide
bides biding bids biffed biffing bigger biggest bigtime bike biked bikes biking bill billiards billion
billions billionth billionths bills bind binding binds biopic biopics biopsies biopsy biopsying bipartisan
bishop bishops bison bitch bitched bitches bitching bitchings bitcoin bitcoins bite bites biting bitings bits
bitten bitter bitterest bitting bizarre black blacked blacker blackest blacking blacks blame blamed blames
blaming bland blander blandest blank blanked blanking blanks blast blasted blasting blasts blazed blazing bldg
bled bleed bleeding bleeds blemish blemishes blend blended blending blends bless blessed blesses blessing
blessings blew blind blinded blinding blink blinked blinking blinks blithe blitz blitzed blitzes blitzing
bloat bloated bloating bloatings bloats block blocked blocking blocks blogger bloggers blond blonder blondest
blood bloodier bloodiest bloody blossomed blossoming blow blowing blown blows blue bluer bluest blunt blunted
blunter bluntest blunting blunts blur blurred blurring blurs blurt blurted blurting blurts board boarded
boarding boards boast boasted boasting boasts boat boated boating boatings boats bobbed bobbing bodies body
bogged boggle boggled boggles boggling bogs bogus bohemian bohemians boil boiled boiling boils bold bolder
boldest boldface bolster bolstered bolstering bolsters bomb bombard bombarded bombarding bombards bombed
bombing bombings bombs bonafide bond bonded bonding bonds bone boned bones boning boogeyman boogeymans book
booked booking bookings bookkeep bookkeeping bookkeepings bookkeeps bookkept books boom boomed booming booms
boost boosted boosting boosts boot booting boots booya border bordered bordering borders bore bored bores
boring born borough boroughs borrow borrowed borrowing borrows boss bossed bosses bossing both bother bothered
bothering bothers bottle bottled bottles bottling bottom bottoms bought bounce bounced bounces bouncier
bounciest bouncing bouncy bound bourgeois bourgeoises bout bowl bowling bowls boxed boxes boxing boycott
boycotted boycotts boyfriend boyfriends boys brake brakes braking branch branched branches branching brand
branded brandies branding brandings brands brandy brash brasher brashest brave braver bravest bravo breach
breached breaches breaching bread breadth break breakfast breakfasts breaking breaks breakthrough
breakthroughs breastfeed breastfeeding breastfeeds breathe breathed breathes breathing breathings breathtake
breathtakes breathtaking breathtook bred breed breeding breeds bribe bribed bribes bribing brick bricklayer
bricklayers bricks bride brides bridge bridged bridges bridging brief briefs brig brigadier brigadiers bright
brighten brightened brightening brightens brighter brightest brilliant brillianter brilliantest bring bringing
brings brisk broad broadcast broadcasting broadcastings broadcasts broaden broadened broadening broadens
broader broadest broke broken broker brokers bronze brook bros brother brothers brought brown browner brownest
bruise bruised bruises bruising brush brushed brushes brushing brute brutes bubble bubbled bubbles bubbling
bucked bucking buckle buckled buckles buckling buddhist buddhists budding buded budget budgeting budgetings
budgets buds buff buffer buffered buffering buffers buffest build builder builders building buildings builds
built bulk bulked bulking bulks bullied bullies bully bullying bullyings bump bumped bumping bumps bundle
bundled bundles bundling bunnies bunny bunting burden burdened burdening burdens burglar burglaries burglars
burglary burial burials buried buries burlier burliest burly burn burned burning burns burnt burp burped
burping burpings burps burst bursting bursts bury burying buses busier busiest businessman businessmans
businessperson businesspersons businesswoman businesswomans bust busted busting bustle bustled bustles
bustling busts busy butcher butchered butchering butchers butt butter butterflies butterfly butts buying buys
buzz buzzed buzzes buzzing bypass bypassed bypasses bypassing byte bytes cacti cactus cadet cadets cage caged
cageier cageiest cages cagey caging cahier cahiers cake caked cakes caking calculate calculated calculates
calculating call called calling calls calm calmed calmer calmest calming calms calorie calories came camp
camped camping campings camps cams canal canals canaries canary cancel cancelled cancelling cancels cane canes
cannibal cannibals cannot canoe canoeing canoes canton cantons capital capitals capped capping caps capt
captain captains captivate captivated captivates captivating capture captured captures capturing carat carats
carbohydrate carbohydrates card carded cardiac carding cards care cared careen careened careening careens
careful carer carers cares caretaker caretakers caring carpenter carpenters carried carrier carriers carries
carry carrying cars carve carved carves carving carvings cash cashed cashes cashier cashiers cashing cast
casting castings casts catalog catalogged cataloging catalogs catch catches catching cater catered catering
caterings caterpillar caterpillars caters cathedral cathedrals caucus caucuses caught caulk caulked caulking
caulks cause caused causes causing caution cautioned cautioning cautions cave caved caves caving cease ceased
ceases ceasing ceiling ceilings celcius celebate celebrate celebrated celebrates celebrating celebratings
celebrities celebrity cellar cellars celsius celtics cent center centered centering centers centigram
centigrams centiliter centiliters centimeter centimeters centralize centralized centralizes centralizing
centre centred centres centring cents centuries century ceos cereal cereals certain certificate certificates
certified certifies certify certifying cfos chain chained chaining chains chair chaired chairing chairman
chairmans chairs chairwoman chairwomans challenge challenged challenges challenging chambers chamberses
champion championed championing champions chancellor chancellors chandelier chandeliers change changed changes
changing channel channelled channelling channels chant chanted chanting chantings chants chaos chaplain
chaplains character characteristic characteristics characters charge charged charges charging charities
charity charm charmed charming charms chart charted charting charts chased chasing chat chateau chateaux chats
chatted chatting chattings chauffeur chauffeured chauffeuring chauffeurs cheap cheaper cheapest cheat cheated
cheating cheats check checked checking checks cheer cheered cheering cheerings cheerleader cheerleaders cheers
cheery cheese cheesier cheesiest cheesy chef chefs cheque cheques cherish cherished cherishes cherishing chew
chewed chewing chews chewy chez chicken chickens chief chiefs child children chill chilled chillier chilliest
chilling chills chilly chin chins chintzy chip chipping chips chirp chirped chirping chirps chocolate
chocolates choose chooses choosing chop chopped chopping chops chose chosen christian christians chrysanthemum
chrysanthemums chucked chucking chum chums circa circle circled circles circling circumspect circumvent
circumvented circumventing circumvents circus circuses cite cited cites cities citing citizen citizens
citizenses city civics civil claim claimed claiming claims clap clapped clapping clappings claps classic
classics classified classifies classify classifying claw clawed clawing claws clean cleaned cleaner cleaners
cleanest cleaning cleanings cleans cleanse cleansed cleanses cleansing clear cleared clearer clearest clearing
clearings clears clergies clergy cleric clerics clerk clerks clever cleverer cleverest click clicked clicking
clicks client clients cliff cliffs climb climbed climbing climbings climbs cling clinging clings clinic
clinics clip clipping clips clockwise clone cloned clones cloning clonings close closed closer closes closest
closing cloth clothes clothing clothings cloths cloud clouded cloudier cloudiest clouding clouds cloudy clown
clowns club clubbed clubbing clubbings clubs clung clutter cluttered cluttering clutters cmdr cmon coach
coached coaches coaching coachings coal coalesce coalesced coalesces coalescing coarse coarser coarsest coat
coated coating coatings coats code coded codes coding codings coefficient coefficients coerce coerced coerces
coercing coercive coexist coexisted coexisting coexists cogent cognizant cohabit cohabited cohabiting cohabits
coin coincide coincided coincides coinciding coined coining coins coke cokes cold colder coldest colic colics
collapse collapsed collapses collapsing collar collars colleague colleagues collect collected collecting
collectings collects collide collided collides colliding collude colluded colludes colluding colonel colonels
colonial color colored coloring coloringing colorings colors colossal colour coloured colouring colours
columnist columnists comatose combat combating combats combatted combine combined combines combining combust
combusted combusting combusts comdr come comedian comedians comes comfort comforted comforting comforts comic
comics coming command commanded commander commanders commanding commands commence commenced commences
commencing commensurate comment commentary commented commenter commenters commenting comments commercial
commercials commissioner commissioners commit commits committed committing common commoner commonest
communicate communicated communicates communicating communicatings communique communiques communist communists
commute commuted commutes commuting companion companions compassionate compel compelled compelling compels
compete competed competes competing compile compiled compiles compiling complain complained complaining
complainings complains complement complemented complementing complements complete completed completer
completes completest completing complex complexes complicate complicated complicates complicating complied
complies comply complying compose composed composer composers composes composing composings compound
compounded compounding compounds compromise compromised compromises compromising compulsory comrade comrades
concave conceal concealed concealing conceals conceited conceive conceived conceives conceiving concentrate
concentrated concentrates concentrating concern concerned concerning concerns concise conclude concluded
concludes concluding concrete concretes concur concurred concurring concurs condemn condemned condemning
condemns condense condensed condenses condensing condescending condone condoned condones condoning conducive
conduct conducted conducting conductings conducts confess confessed confesses confessing confidant confidante
confidantes confidants confide confided confides confiding configure configured configures configuring confirm
confirmed confirming confirms conflict conflicted conflicting conflicts conform conformed conforming conforms
confront confronted confronting confronts confuse confused confuses confusing confusion conglomerate
conglomerated conglomerates conglomerating congratulations congressman congressmans congresswoman
congresswomans congruent conjoint conjugal conjugate conjugated conjugater conjugates conjugatest conjugating
conjure conjured conjures conjuring connote connoted connotes connoting conquer conquered conquering conquers
conscript conscripted conscripting conscripts consent consented consenting consents consequent conservatories
conservatory conserve conserved conserves conserving consider considered considering considers consist
consisted consisting consists consolidate consolidated consolidates consolidating conspire conspired conspires
conspiring constable constables constant constituent constituents constitute constituted constitutes
constituting constrain constrained constraining constrains construct constructed constructing constructings
constructs consulate consulates consult consultant consultants consulted consulting consultings consults
consume consumed consumes consuming consummate consummated consummater consummates consummatest consummating
contact contacted contacting contacts contain contained containing contains contemporaries contemporary
contender contenders content contents continue continued continues continuing contradictory contrary contrast
contrasted contrasting contrasts contribute contributed contributes contributing contributor contributors
contrite control controlled controller controllers controlling controls convene convened convenes convening
converge converged converges converging convert convertable convertables converted converting converts convey
conveyed conveying conveys convince convinced convinces convincing convincings cook cooked cookie cookies
cooking cookings cooks cool cooled cooler coolest cooling cools cooperative cooperatives coordinate
coordinated coordinates coordinating coordinator coordinators cope coped copes copied copier copiers copies
coping copings copy copying coral core cored cores coring corp corpora corporal corporals corporate corpus
corral corrals correct corrected correcter correctest correcting corrects correspond corresponded
corresponding corresponds corrode corroded corrodes corroding corrupt corrupted corrupter corruptest
corrupting corrupts cost costing costlier costliest costly costs cottage cottages cotton cough coughed
coughing coughs could coulomb coulombs councillor councillors counsel counselled counselling counsels count
counted counterclockwise counterfeit counterfeited counterfeiter counterfeiting counterfeits counterfeittest
countess countesses counting counts couple coupled couples coupling courier couriers court courted courting
courts couscous cousin cousins cover covered covering coverings covers covert cowabunga cowardlier cowardliest
cowardly cowboy cowboys coworker coworkers coyote coyotes cozier coziest cozy crack cracked cracking cracks
craft crafted crafting craftings crafts crafty cramp cramped cramping cramps crash crashed crashes crashing
crave craved craven craves craving crawl crawling crawlings crawls crazed create created creates creating
creator creators credit credited crediting credits creep creeping creeps creepy crept cried cries cripple
crippled cripples crippling crises crisis crisp crisper crispest criteria criterion critic critics crop
cropped cropping crops cross crossed crosses crossing crossings crowd crowded crowding crowds crucial crucible
crucibles crude crudes cruel crueler cruelest crumble crumbled crumbles crumbling crush crushed crushes
crushing crying cryings crystal crystalline crystals cube cubed cubes cubing cuddlier cuddliest cuddly cued
cueing cues cultivate cultivated cultivates cultivating cunning cunnings cups curator curators curb curbed
curbing curbs cure cured cures curing curl curled curlier curliest curling curlings curls curly curmudgeonly
currency curricula curriculum curtail curtailed curtailing curtails curve curved curves curving customary
customer customers customize customized customizes customizing cute cuter cutest cutesy cuts cutting cycle
cycled cycles cycling cyclings dabbed dabbing dabs daddies daddy dads daily daisies daisy damage damaged
damages damaging dammit damn damnit damp damped dampen dampened dampening dampens damper dampest damping damps
dams dance danced dancer dancers dances dancing dancings dang dangerous dapper dare dared daredevil daredevils
dares daring dark darken darkened darkening darkens darks darling darlings dart darted darting darts dash
dashed dashes dashing database databases date dated dates dating datings daughter daughters daunt daunted
daunting daunts dawn dawns days daze dazed dazes dazing dazzle dazzled dazzles dazzling deacon deacons dead
deader deadest deadlier deadliest deadly deadpan deaf deafen deafened deafening deafens deafer deafest deal
dealer dealers dealing deals dealt dean deans dear dearer dearest death deathbed deathbeds deaths debark
debarked debarking debarks debate debated debates debating debatings debilitate debilitated debilitates
debilitating debrief debriefed debriefing debriefs debug debugged debugging debugs debunk debunking debunks
debut debuted debuts decade decades decal decals decay decayed decaying decays deceased deceive deceived
deceives deceiving december decentralize decentralized decentralizes decentralizing decide decided decides
deciding decigram decigrams deciliter deciliters decimal decimals decimate decimated decimates decimating
decimeter decimeters decipher deciphered deciphering deciphers declare declared declares declaring decline
declined declines declining decode decoded decodes decoding decommission decommissioned decommissioning
decommissions decompose decomposed decomposes decomposing decorate decorated decorates decorating decoratings
decorator decorators decouple decoupled decouples decoupling decrease decreased decreases decreasing decree
decreed decreeing decrees decried decries decry decrying decrypt decrypted decrypting decrypts dedicate
dedicated dedicates dedicating deduct deducted deducting deducts deep deepen deepened deepening deepens deeper
deepest deer deface defaced defaces defacing defeat defeated defeating defeats defect defected defecting
defects defenceman defencemans defer deferral deferrals deferred deferring defers defiant defied defies define
defined defines defining definite definitely deform deformed deforming deforms defraud defrauded defrauds
defuse defused defuser defuses defusest defusing defy defying degenerate degrade degraded degrades degrading
deities deity deja dejas delay delayed delaying delays delegate delegated delegates delegating delegatings
deliberate deliberated deliberater deliberates deliberatest deliberating delicate delight delighted delightful
delighting delights delimit delimited delimiting delimits deliver delivered delivering deliverings delivers
demand demanded demanding demands demean demeaning demeans demise demographic demographics demolish demolished
demolishes demolishing demoralize demoralized demoralizes demoralizing demure denar denars denial denials
denied denies denizen denizens denote denoted denotes denoting denounce denounced denounces denouncing dense
denser densest deny denying depart departed departing departs dependent depict depicted depicting depicts
deplore deplored deplores deploring deploy deployed deploying deploys deport deported deporting deports
deposit deposited depositing deposits depress depressed depresses depressing deputee deputees deputies deputy
derail derailed derailing derails derange deranged deranges deranging derelict derivative derivatives derive
derived derives deriving descendant descendants desert deserted deserter deserters deserting deserts deserve
deserved deserves deserving design designed designer designers designing designs desire desired desires
desiring desist desisted desisting desists desperate despite despondent destitute desultory detach detached
detaches detaching detail detailed detailing details detective detectives determine determined determines
determining deterrent deterrents devastate devastated devastates devastating develop developed developer
developers developing developings develops devoid devolve devolved devolves devolving devote devoted devotes
devoting devout diabetes diagnose diagnosed diagnoses diagnosing diagnosis dialect dialects diamondbacks dice
dick dickens dicks dictator dictators didactic died dies dietician dieticians dietitian dietitians differ
differed differing differs difficult diffuse diffused diffuser diffuses diffusest diffusing digest digested
digesting digests digging dignified dignifies dignify dignifying dignitaries dignitary digs dime dimes
diminish diminished diminishes diminishing dinar dinars dine dined dines dining dinner dinners diplomat
diplomats dipped dipping dips dire direct directed directer directest directing directings directly director
directors directs direr direst dirham dirhams dirtier dirtiest dirty disable disabled disables disabling
disappoint disappointed disappointing disappoints disarm disarmed disarming disarms disband disbanded
disbanding disbands disburse disbursed disburses disbursing discard discarded discarding discards discern
discerned discerning discerns discharge discharged discharges discharging discipline disciplined disciplines
disciplining disclaim disclaimed disclaiming disclaims disclose disclosed discloses disclosing discontent
discontents discount discounted discounting discounts discourage discouraged discourages discouraging discover
discovered discovering discoverings discovers discreet discrete discuss discussed discusses discussing
diseased disgruntle disgruntled disgruntles disgruntling disguise disguised disguises disguising disgust
disgusted disgusting disgusts dish dishearten disheartened disheartening disheartens dished dishes dishing
dishonesty disincentive disincentives disjoint dislike disliked dislikes disliking dislodge dislodged
dislodges dislodging dismantle dismantled dismantles dismantling disparate dispatch dispatched dispatches
dispatching dispense dispensed dispenses dispensing disperse dispersed disperses dispersing displace displaced
displaces displacing display displayed displaying displays displease displeased displeases displeasing dispose
disposed disposes disposing disposition dispositions disprove disproved disproves disproving dispute disputed
disputes disputing disrepute disrupt disrupted disrupting disrupts dissent dissented dissenting dissents
dissolve dissolved dissolves dissolving dissuade dissuaded dissuades dissuading distant distil distill
distilled distilling distills distils distinct distinguish distinguished distinguishes distinguishing distort
distorted distorting distorts distract distracted distracting distracts distress distressed distresses
distressing district districts disturb disturbed disturbing disturbs ditch ditched ditches ditching diva divas
dive diverge diverged divergent diverges diverging diverse divert diverted diverting diverts dives divest
divested divesting divests divide divided dividend dividends divides dividing divine diviner divinest diving
divings divorce divorced divorces divorcing divulge divulged divulges divulging dixie dixies dizzier dizziest
dizzy dizzying dobra dobras docile dock docked docking docks doctor doctorate doctorates doctored doctoring
doctors document documentaries documentary documented documenting documents dodge dodged dodgers dodges
dodging does doggies doggy doilies doily doin doing dole doled doles doling dollar dollars dollies dolly
dominant done door doors dope dork dorks dormant dossier dossiers doting double doubled doubler doubles
doublest doubling doubt doubted doubtful doubting doubtings doubts dove down download downloaded downloading
downloads downside downsides downstairs draft drafted drafting drafts drag dragged dragging dragonflies
dragonfly drags drain drained draining drains drank drat draughts draw drawing drawings drawn draws dream
dreamed dreaming dreamings dreams dreamt dreary dredge dredged dredges dredging dress dressed dresses dressing
dressings drewed drewing dribble dribbled dribbles dribbling dribblings dried drier driers dries driest drift
drifted drifter drifters drifting drifts drill drilled drilling drills drink drinking drinkings drinks drip
dripped dripping drips drive driven driver drivers drives driving drivings drone droned drones droning drop
dropped dropping drops drove drown drowned drowning drowns drowsy drum drummed drumming drums drunk drunker
drunkest drying dubbed dubbing dubs dude dudes duel duelled duelling duels dull dulled duller dullest dulling
dulls dumb dumber dumbest dump dumped dumping dumpings dumps duplicate duplicated duplicates duplicating
during dustier dustiest dusty dutchess dutchesses dwell dwelled dweller dwellers dwelling dwellings dwells
dwindle dwindled dwindles dwindling dyed dyeing dyes dying dynasty each eager earl earlier earliest earls
early earmark earmarked earmarking earmarks earn earned earnest earnester earning earnings earns earth
earthlier earthliest earthly easier easiest east eastern easterner easternest easy easygoing eaten eating
eatings eats echo echoed echoes echoing economics economies economist economists economy eddies eddy edge
edged edges edging edified edifies edify edifying edit edited editing editor editors edits educate educated
educates educating educatings education eerie eerier eeriest effect effected effecting effects efficient
effigies effigy eggs eight eighteen eighteenth eighteenths eighth eighths eightieth eightieths eighty either
elaborate elaborated elaborater elaborates elaboratest elaborating elapse elapsed elapses elapsing elate
elated elates elating elder elderly elders elect elected electing electorate electorates electrician
electricians electricity electrified electrifies electrify electrifying electronics elects elegant eleven
eleventh elevenths elicit elicited eliciter eliciting elicits elicittest elite elites elle eloquent else
elucidate elucidated elucidates elucidating elude eluded eludes eluding emaciate emaciated emaciates
emaciating embalm embalmed embalming embalms embargo embargoes embark embarked embarking embarks embarrass
embarrassed embarrasses embarrassing embassies embassy embodied embodies embody embodying embrace embraced
embraces embracing embroider embroidered embroidering embroiders embroil embroiled embroiling embroils emcee
emcees emerge emerged emergent emerges emerging eminent emir emirs emperor emperors emphasize emphasized
emphasizes emphasizing employee employees employer employers empower empowered empowering empowers emptied
emptier empties emptiest empty emptying enable enabled enables enabling enact enacted enacting enacts enamored
enchant enchanted enchanting enchantings enchants encircle encircled encircles encircling enclose enclosed
encloses enclosing encounter encountered encountering encounters encourage encouraged encourages encouraging
encroach encroached encroaches encroaching encrypt encrypted encrypting encrypts encumber encumbered
encumbering encumbers endanger endangered endangering endangers endear endeared endearing endears ended ending
endings endorse endorsed endorses endorsing endow endowed endowing endows ends endure endured endures enduring
enemies enemy energies energize energized energizes energizing energy enforce enforced enforces enforcing
engage engaged engages engaging engender engendered engendering engenders engineer engineered engineering
engineerings engineers engrave engraved engraves engraving engulf engulfed engulfing engulfs enhance enhanced
enhances enhancing enjoy enjoyed enjoying enjoyment enjoys enlarge enlarged enlarges enlarging enlist enlisted
enlisting enlists enliven enlivened enlivening enlivens enough enquire enquired enquires enquiring enrich
enriched enriches enriching enrol enroll enrolled enrolling enrolls enrols ensue ensued ensues ensuing ensure
ensured ensures ensuring enter entered entering enterprise enterprises enters entertainment enthral
enthralling enthrals entice enticed entices enticing entire entrain entrained entraining entrains entrench
entrenched entrenches entrenching entrepreneur entrepreneurs entrust entrusted entrusting entrusts envelop
enveloped enveloping envelops envied envies environmentalist environmentalists envisage envisaged envisages
envisaging envision envisioned envisioning envisions envy envying epic epics epidemic epidemics epoch epochs
equal equip equipment equipped equipping equips erase erased erases erasing erect erstwhile erupt erupted
erupting erupts escape escaped escapes escaping eschew eschewed eschewing eschews espouse espoused espouses
espousing essential essentialer essentialest establish established establishes establishing estate estates
estimate estimated estimates estimating etch etched etches etching ethereal ethic ethics eula eulas eureka
euros evaluate evaluated evaluates evaluating even evening evenings event events ever every everybody everyday
everyone everything eves evil eviler evilest evoke evoked evokes evoking evolve evolved evolves evolving
exabyte exabytes exact exacting exaggerate exaggerated exaggerates exaggerating exalt exalted exalting exalts
examine examined examiner examiners examines examining example examples exasperate exasperated exasperates
exasperating exceed exceeded exceeding exceeds excel excelled excellencies excellency excelling excels except
excess excesses exchange exchanged exchanges exchanging excite excited excites exciting exclaim exclaimed
exclaiming exclaims exclude excluded excludes excluding excuse excused excuses excusing executive executives
exemplar exemplars exempt exempted exempter exemptest exempting exempts exercise exercised exercises
exercising exercisings exert exerted exerting exerts exhale exhaled exhales exhaling exhaust exhausted
exhausting exhausts exhibit exhibited exhibiting exhibits exhilarate exhilarated exhilarates exhilarating
exhort exhorted exhorting exhorts exhume exhumed exhumes exhuming exile exiles exist existed existence
existing exists exit exited exiting exits expand expanded expanding expands expect expected expecting expects
expedient expedite expedited expedites expediting expel expelled expelling expels experience experienced
experiences experiencing experiment experimented experimenting experiments expert expertise experts expire
expired expires expiring explain explained explaining explains explicit explode exploded explodes exploding
exploit exploited exploiting exploits explore explored explores exploring explorings export exported exporting
exports expose exposed exposes exposing express expressed expresser expresses expressest expressing expunge
expunged expunges exquisite extend extended extending extends extent extents extinguish extinguished
extinguishes extinguishing extol extolled extolling extols extra extract extracted extracting extracts
extravagant extreme extremer extremest exuberant exude exuded exudes exuding exultant eyeball eyeballing
eyeballs eyed eyeing eyelid eyelids eyes fabled fabric fabrics face faced faces facing fade faded fades fading
fahrenheit fail failed failing fails faint fainted fainter faintest fainting faints fair fairs faith faiths
fake faked faker fakes fakest faking fall fallen falling falls false falter faltered faltering falters famed
familiar families family fancied fancier fancies fanciest fancy fancying fannies fanny farad farads farewell
farm farmed farmer farmers farming farmings farms farther fascinate fascinated fascinates fascinating
fascinatings fast fasted fasten fastened fastening fastens faster fastest fasting fasts fate father fathers
fats fatten fattened fattening fattens faultier faultiest faulty faux favorite favorites favour favoured
favouring favourite favourites favours fear feared fearing fears feature featured features featuring february
feeble feebler feeblest feed feeding feeds feel feeling feelings feels feet fell fella fellas fellow fellows
felt female females feminine feminist feminists femtosecond femtoseconds fence fenced fences fencing fencings
fend fended fending fends ferment fermented fermenting ferments fern ferns fertile fervent fess fessed fesses
fessing fetch fetched fetches fetching fetish fetishes fewer fiance fiances fiction field fielded fielding
fields fieldses fiend fiends fierce fiercer fiercest fiery fifteen fifteenth fifteenths fifth fifths fiftieth
fiftieths fifty fight fighter fighters fighting fightings fights figure figured figures figuring file filed
files filing filings fill filled filling fillings fills film filmed filming filmmaker filmmakers films filter
filtered filtering filters final finance financed finances financial financialer financialest financier
financiers financing financings find finding findings finds fine finer fines finish finished finishes
finishing finite finn finns fire fired firefighter firefighters fireflies firefly fireman firemans fires
firing firm firmed firmer firmest firming firms first firsts fish fished fishes fishing fishings fits fitted
fitter fitters fitting five fixed fixes fixing fizzle fizzled fizzles fizzling flag flagged flagging flagrant
flags flake flaked flakes flaking flame flamed flames flaming flare flared flares flaring flash flashed
flashes flashing flat flatten flattened flattening flattens flatter flattered flattering flatters flattest
flavor flavored flavoring flavors flavour flavoured flavouring flavours fled flee fleeing flees flesh fleshed
fleshes fleshing flew flies fling flinging flings flip flipping flips flirt flirted flirtier flirtiest
flirting flirtings flirts flirty float floated floating floats flock flocked flocking flocks flood flooded
flooding floodings floods flos flour flow flowed flower flowered flowering flowers flowery flowing flown flows
fluent fluid fluids flung fluorescent fluster flustered flustering flusters flute flutes flying foamier
foamiest foamy focus focused focuses focusing foes fogged fogging fogs foil foiled foiling foils fold folded
folding folds folksy follies follow followed following follows folly fond fonder fondest food fool fooled
fooling foolish fools foot forbade forbid forbidden forbidding forbids force forced forces forcing forebear
forebears foreboding forebodinging forebodings forecast forecasting forecastings forecasts foreclose
foreclosed forecloses foreclosing forego foregoes foregoing foreign foreman foremans forerunner forerunners
foresaw foresee foreseeable foreseeing foresees foreshadow foreshadowed foreshadowing foreshadows forester
foresters forever forewarn forewarned forewarning forewarns forewent forfeit forfeited forfeiting forfeits
forgave forge forged forges forget forgetful forgets forgetting forging forgive forgiven forgiveness forgives
forgiving forgot forgotten forint forints fork forked forking forks form formal formaler formalest format
formats formatted formatting formattings formed former forming forms formula formulae forsake forsaken
forsakes forsaking forseen forsook forthcome forthcomes forthcoming fortieth fortieths fortunate forty forward
forwarded forwarding forwards fostered fostering fought foul fouled fouler foulest fouling fouls found
founding four fourier foursome foursomes fourteen fourteenth fourteenths fourth fourths fourtieth fourtieths
fourty fowl fracture fractured fractures fracturing fragile fragme fragment fragmented fragmenting fragments
fragmes fragming fragrant frail frailer frailest frame framed frames framing franc franchise franchised
franchises franchising francs frank franker frankest frantic free freed freeing freelancer freelancers freer
frees freest freeze freezes freezing frequent fresh freshen freshened freshening freshens fresher freshest
fretful friday fridays fried friend friendlier friendliest friendly friends fries frigate frigates frighten
frightened frightening frightens frilly fringe fringed fringer fringes fringest fringing frolic frolics from
frontier frontiers frost frosted frosting frostings frosts frown frowned frowning frowns froze frozen frugal
frustrate frustrated frustrates frustrating frying fuck fucked fucking fucks fuel fuelled fuelling fuels
fugitive fugitives fulfil fulfill fulfilled fulfilling fulfills fulfils full fullest fully function functioned
functioning functions fund funded funding fundings fundraise fundraised fundraises fundraising funds funer
funeral funerals funest fungi fungus funnier funniest funny furnish furnished furnishes furnishing furniture
furrier furriest furry further furthermore furthest fuss fussed fusses fussing future futures fuzz fuzzed
fuzzes fuzzing gadflies gadfly gads gagged gagging gags gaier gail gails gain gained gainful gaining gains
gallon gallons gambler gamblers game gamed games gaming gang ganging gangs garden gardened gardener gardeners
gardening gardenings gardens garlic garlics garnish garnishes gases gassed gassing gate gated gates gather
gathered gathering gatherings gathers gating gauche gaudier gaudiest gaudy gave gayest gaze gazed gazes gazing
gbps gear gearing gears geek geeks geese geisha geishas gelatin gelatins gene genera general generals generate
generated generates generating generatings generic genes genetics genious geniouses genius geniuses gentle
gentleman gentlemans gentler gentlest genuine genuiner genuinest genus gets getting ghastlier ghastliest
ghastly ghost ghostlier ghostliest ghostly ghosts ghostwriter ghostwriters giant gianter giantest giddier
giddiest giddy gift gifted gifting gifts gigabyte gigabytes gigantic giggle giggled giggles giggling gill
gills girl girlfriend girlfriends girls give given gives giving glacier glaciers glad gladder gladest
gladiator gladiators glare glared glares glaring gleam gleamed gleaming gleams glean gleaned gleaning gleans
glib glibber glibest glide glides gliding glidings global gloomier gloomiest gloomy gloss glossed glosses
glossing glow glowed glowing glows glue glued glues gluing gluten glycerin goalie goalies goalkeeper
goalkeepers goaltender goaltenders goddess goddesses gods goes going gold golden golds golf golfer golfers
golly gone gonna good goodbye goof goofed goofier goofiest goofing goofs goofy goose gore gosh gossip gossiped
gossiping gossips gotten gought govern governed governing governs grab grabbed grabbing grabs graced graceful
gracing grade graded grades grading graduate graduated graduates graduating graiest gram grams granaries
granary grand grandchild grandchilds granddaughter granddaughters grander grandest grandfather grandfathers
grandma grandmas grandmother grandmothers grandpa grandparent grandparents grandpas grandson grandsons granite
grannies granny granted granting graphic graphics grapple grappled grapples grappling grasp grasped grasping
grasps grass grate grated grateful grates gratified gratifies gratify gratifying grating gratis grave graves
gray grayer graze grazed grazes grazing greasy great greater greatest greed greedier greediest greedy green
greener greenest greens greet greeted greeting greetings greets greier grenadier grenadiers grew grey greyest
grid grids grieve grieved grieves grieving grievings grill grilled grilling grills grim grimest grimmer grind
grinding grinds grip gripped gripping grips grislier grisliest grisly grizzled groom groomed grooming grooms
groovier grooviest groovy gross grosser grossest ground groundbreak groundbreaking groundbreaks grounded
grounding grounds grow growing grown grows growth growthed growthing growths gruel grueling gruelled gruelling
gruels gruesome gruesomer gruesomest grumble grumbled grumbles grumbling guarantee guaranteed guaranteeing
guarantees guard guarded guarding guards guess guessed guesses guessing guest guests guide guided guides
guiding guidings guilty gullies gully gulp gulped gulping gulps gunning guns guru gurus guys gymnastics
gypsies gypsy hack hacked hacking hacks haha hahaha hair hairdresser hairdressers hairstylist hairstylists
hairy half halibut hall hallelujah hallowed halls halo halos halves hammer hammered hammering hammers hamper
hampered hampering hampers hams hand handed handful handfuls handing handle handled handles handling handlings
hands handsome handsomer handsomest handsy handy hang hanging hangs hanker hankered hankering hankers happen
happened happening happens happier happiest happiness happy harangue harangued harangues haranguing harass
harassed harasses harassing harbour harboured harbouring harbours hard hardcore harder hardest hardier
hardiest hardworking hardy harm harmed harming harms harness harnessed harnesses harnessing harrowing
harrowings harsh harsher harshest harvest harvested harvesting harvestings harvests hash hashed hashes hashing
hashish haste hasten hatch hatched hatches hatching hate hated hateful hates hating haunt haunted haunting
haunts have haven havens having haze hazed hazel hazels hazes hazing head headed headier headiest heading
headphone headphones headquarters heads heady heal healed healing heals hear heard hearing hears heartier
heartiest heartwarm heartwarmed heartwarming heartwarms hearty heat heated heating heatings heats heaven
heavenlier heavenliest heavenly heavens heavier heaviest heavy heck hectare hectares hectogram hectograms
hedge hedged hedges hedging heftier heftiest hefty heighten heightened heightening heightens heir heirs heist
heists held hella hellish hello help helped helpful helping helps hence herb herbs here hermit hermits hero
heroes heroine heroines hers herself hertz hertzs hesitant hesitanter hesitantest hidden hide hides hiding
high higher highest highfalutin highlight highlighted highlighting highlights highrise highrises hijack
hijacked hijacking hijacks hike hiked hikes hiking hikings hill hillier hilliest hills hilly himself hinder
hindered hindering hinders hint hinted hinting hints hippopotami hippopotamus hire hired hires hiring hirings
hispanic historian historians history hits hitting hoary hobbies hobby hobo hobos hockey hoist hoisted
hoisting hoists hold holding holdings holds hole holed holes holing holla hollies hollow hollowed hollower
hollowest hollowing hollows holly holy home homeless homelesses homelier homeliest homely homes homesick
homework hone honed hones honest honesty honey honing honor honorary honored honoring honors honour honoured
honouring honours hook hooked hooking hooks hooky hooray hooyah hope hoped hopes hoping hopped hopping hops
hormone hormones horrific horrified horrifies horrify horrifying horse horsed horseradish horses horsing
hospital hospitality hospitals host hostage hostages hosted hostess hostesses hostile hosting hosts hotbed
hotbeds hotter hottest hour hourly hours house housed housekeeper housekeepers houses housing however howl
howled howling howlings howls huge huger hugest hugged hugging hugs human humane humanitarian humanitarians
humans humble humbled humbler humblest humdrum humdrums humid humider humidest humiliate humiliated humiliates
humiliating humph hundred hundredth hundredths hung hunger hungrier hungriest hungry hunker hunkered hunkering
hunkers hunt hunted hunter hunters hunting huntings hunts hurrah hurray hurried hurries hurry hurrying hurt
hurting hurts husband husbands hush hushed hushes hushing hussies hussy huzzah hygienist hygienists icier
iciest icing icings icon icons ideal ideals idle idled idler idles idlest idling idol idols ignorance ignorant
ignore ignored ignores ignoring illegal illegitimate iller illest illicit illiterate illuminate illuminated
illuminates illuminating illustrate illustrated illustrates illustrating illustratings illustrator
illustrators imagine imagined imagines imagining imaginings imbue imbued imbues imbuing immature immediate
immense immerse immersed immerses immersing immigrant immigrants imminent impact impacted impacting impacts
impale impaled impales impaling impart imparted impartial imparting imparts impatience impending imperfect
imperil imperils impinge impinged impinges impinging implement implemented implementing implements implicit
implied implies implode imploded implodes imploding implodings imply implying impolite import importance
important imported importing imports impose imposed imposes imposing impoverish impoverished impoverishes
impoverishing impress impressed impresses impressing impressionist impressionists imprison imprisoned
imprisoning imprisons improper improv improve improved improves improving inaccurate inadequate inane
inappropriate inasmuch inbred incel incels incentive incentives inch inches incident incidents incite incited
incites inciting incline inclined inclines inclining include included includes including incomplete
inconsiderate incorporate incorporated incorporates incorporating incorrect increase increased increases
increasing incumbent incumbents indebt indebted indebting indebts indeed indefinite independent indeterminate
index indexed indexing indicate indicated indicates indicating indices indiceses indie indirect individual
individuals indoor indulge indulged indulgent indulges indulging inept inert infant infants infect infected
infecting infects inferior infest infested infesting infests infinite inflate inflated inflates inflating
influence influenced influences influencing influential inform information informed informing informs infrared
infrequent infuriate infuriated infuriates infuriating infuse infused infuses infusing ingest ingested
ingesting ingests ingrown inhabit inhabitant inhabitants inhabited inhabiting inhabits inhale inhaled inhales
inhaling inhibit inhibited inhibiting inhibitory inhibits initial initiate initiated initiates initiating
initiative initiatives injure injured injures injuring inked inking inks innate inner inning innings innocent
innocents innovate innovated innovates innovating innovatings innovator innovators inordinate inquire inquired
inquires inquiring insane insect insects insecure insecurer insecurest insert inserted inserting inserts
inside insignificant insist insisted insisting insists insoluble insolvent inspect inspected inspecting
inspectings inspector inspectors inspects inspire inspired inspires inspiring install installed installer
installers installing installs instant instants instead instigator instigators instil instilled instils
institute institutes instruct instructed instructing instructor instructors instructs insubordinate insult
insulted insulting insults insure insured insures insuring intact integrate integrated integrates integrating
intellect intellects intellegent intellegenter intellegentest intend intended intending intends intense
intensified intensifies intensify intensifying intent intented intenting intents interact interacted
interacting interactings interacts interdependent interest interested interesting interests interface
interfaced interfaces interfacing interim interims intermediate intermediater intermediatest intern interned
internet interning interns interpret interpreted interpreting interprets interrupt interrupted interrupting
interrupts interstate interview interviewed interviewing interviewings interviews intimate intimater
intimatest intimidate intimidated intimidates intimidating into intoxicate intoxicated intoxicates
intoxicating intrigue intrigued intrigues intriguing introduce introduced introduces introducing intrude
intruded intrudes intruding inundate inundated inundates inundating invade invaded invades invading invaluable
invent invented inventing inventings inventor inventors invents invert invertebrate invertebrates inverted
inverting inverts invest invested investigator investigators investing invests invigorate invigorated
invigorates invigorating invite invited invites inviting invoice invoiced invoices invoicing invoke invoked
invokes invoking involve involved involves involving irate irked irking irks iron ironing ironings irons
irrelevant irritate irritated irritates irritating isolate isolated isolates isolating issue issued issues
issuing itself jacked jacking jacks jade jaded jades jagged jagging jags jammed jams january jasmine jasmines
jays jazz jazzed jazzes jean jeans jeez jellies jelly jellyfish jester jesters jewel jewelry jewels jittery
jogged jogger joggers jogging joggings jogs join joined joining joins joke joked jokes joking jolie jolies
jollier jolliest jolly jots joule joules journal journalist journalists journals joys judge judged judges
judging judgings juggle juggled juggler jugglers juggles juggling jugglings juice juiced juices juicier
juiciest juicing juicy july jump jumped jumping jumps june junior jupiter just justice justices justified
justifies justify justifying justifyings juvenile juveniles juxtapose juxtaposed juxtaposes juxtaposing kaput
karate kbps keel keeling keels keen keener keenest keep keeping keeps kelvin kelvins kept keyed keying keynote
keynotes keys kick kicked kicking kickings kicks kidding kidnap kidnaping kidnapped kidnaps kids kill killed
killing killings kills kilo kilobyte kilobytes kilogram kilograms kilometer kilometers kilos kind kinda kinder
kindergarten kindest kindly king kings kins kinsman kinsmans kinswoman kinswomans kiss kissed kisses kissing
kitten kittens kitties kitty kmph knead kneading kneadings kneads kneel kneeled kneeling kneels knelt knew
knickers knicks knit knits knitted knitting knittings knock knocked knocking knocks knot knots knotted know
knowing knowledge known knows krona kronas kwanza kwanzas kyat kyats label labeled labelling labels labor
laboratories laboratory laborer laborers laboring labors labour laboured labouring labours lace laced laces
lacing lack lacked lacking lacks ladies lads lady lagged lagging lags laid laier laiest lakers lame lamer
lamest lanced lancing land landed landing landings landlord landlords lands lane lanes languid languish
languished languishes languishing lapped lapping laps lapsed large larger largest larva larvae lash lashed
lashes lashing lass lasses last lasted laster lasting lasts latch latched latches latching late lately later
latest latter latters laugh laughed laughing laughings laughs laughter launch launched launches launching
launder laundered laundering launders laureate laureates lawyer lawyers layer layers laying layman laymans
lays leach leached leaches leaching lead leader leaders leading leads leaf leak leaked leaking leaks lean
leaner leanest leaning leans leap leaped leaping leaps leapt learn learned learning learnings learns lease
leased leases leasing leasings least leather leave leaves leaving lecture lectured lectures lecturing leech
leeched leeches leeching leerier leeriest leery left legal legend legendary legends legitimate leisure lempira
lempiras lend lending lends lengthen lengthened lengthening lengthens lent leos less lessen lessened lessening
lessens lesser lest lethal lets letting level leveled levelling levels levied levies levy levying lewd lewder
lewdest liberal liberals libretti libretto lice license licensed licenses licensing licensings lick licked
licking licks lied lies lieutenant lieutenants lifesave lifesaved lifesaves lifesaving lift lifted lifting
liftings lifts light lighten lightened lightening lightens lighthearted lighting lightning lights lightweight
like liked likelier likeliest likely likes likewise liking liler lilest lilies lily lime limes limit limited
limiting limitings limits limp limper limpest line lined lines linger lingered lingering lingers linguistics
lining link linked linking links lipid lipids liquefied liquefies liquefy liquefying liquid liquidate
liquidated liquidates liquidating liquids lira liras list listed listen listened listening listenings listens
listing listings lists liter literal literary literate literature liters litre litres little littler littlest
live lived livelier liveliest lively liven livened livening livens liver lives livest living lmao lmfao load
loaded loading loads loaf loan loaned loaning loans loaves lobbied lobbies lobby lobbying lock locked locking
locks lodge lodged lodges lodging lodgings loftier loftiest lofty logged logging logic logistics logs lols
lonelier loneliest lonely long longer longest longstanding longterm longtime look looked looking looks loose
loosen loosened loosening loosens looser loosest loot looting loots lord lords lose loser losers loses losing
lost loud louder loudest lousier lousiest lousy loutish love loved lovelier loveliest lovely lover lovers
loves loving lower lowered lowering lowers lowest lowlier lowliest lowly loyal loyaler loyalest luck lucked
luckier luckiest lucking lucks lucky luddite luddites luggage lumbering lumen lumens lump lumped lumping lumps
lunch lunches lurk lurked lurking lurks lush lushes lust lusted lusting lusts lying lyings macabre machinery
macho macked macking madden maddened maddening maddens madder made madest magenta magic magician magicians
magistrate magistrates magnate magnates mail mailed mailing mails maim maimed maiming maims main mainstream
maintain maintained maintaining maintainings maintains majesty major make maker makers makes makeshift making
male males mammal mammalian mammals mammoth manage managed manager managers manages managing mandate mandated
mandates mandating mandatory mandible mandibles maniac maniacs manifest manifested manifesting manifestings
manifests manned manner mannered mannering manners manoeuvre manoeuvred manoeuvres manoeuvring mans
manufacture manufactured manufactures manufacturing manufacturings many mapped mapping maps marine marines
maritime marked market marketed marketing marketings markets marking marks married marries marry marrying mars
marshalled marshalling marsupial marsupials martyr martyrs masc masculine mash mashed mashes mashing mask
masked masking masks master mastered mastering masters match matched matches matching mate material materials
mates mathematics matriarch matriarches matrices matrix mats matses matter mattered mattering matters mature
matured maturer matures maturest maturing maverick maxed maxes maxing maya mayas maybe mayflies mayfly mayor
mayors meager mean meander meandered meandering meanders meaner meanest meaning meanings means meant meanwhile
measles measlier measliest measly measure measured measures measuring meat meatier meatiest meaty mechanic
mechanics medal medals media median medians medic medics mediocre meditate meditated meditates meditating
meditatings medium meek meeker meekest meet meeting meetings meets mega megabyte megabytes melancholy mellow
mellower mellowest melodies melody melt melted melting melts memoranda memorandum menacing mend mended mending
mends mention mentioned mentioning mentions mentor mentors menu menus merchandise merchant merchants mere
merge merged merges merging merit merited meriting merits merry mesmerize mesmerized mesmerizes mesmerizing
mess message messaged messages messaging messagings messed messes messing messrs metal metallurgy metals meter
meters metier metiers metric metrics metropolitan mets mice microgram micrograms microsecond microseconds mics
might mild milder mildest mile miles militaries military milk milked milking milks milligram milligrams
milliliter milliliters millimeter millimeters million millions millionth millionths millisecond milliseconds
mime mimed mimes mimic mimick mimicked mimicking mimicks mimics miming mince minced minces mincing mind
mindblowing minded minding minds mine mined mineral minerals mines mingle mingled mingles mingling mini
miniature miniatures mining minings minion minions minister ministers minor minus minusing minuss minute
minutes mirror mirrored mirroring mirrors misc mischief mischiefs misfit misfits misplace misplaced misplaces
misplacing miss missed misses missing missive missives missus missuses mistake mistakes mistaking mister
misters mistier mistiest mistook misty mitigate mitigated mitigates mitigating mitten mittens mixed mixes
mixing mlle mobile mobiles mock mocked mocking mocks model modeled modeling modelings models moderate
moderated moderater moderates moderatest moderating moderator moderators modern modernist modernists modest
modified modifies modify modifying moduli modulus mogul moguls moist moister mold molded molding molds moldy
molest molested molesting molests mommies mommy moms monarch monarches monday mondays money monitor monitored
monitoring monitorings monitors monk monkey monkeyed monkeying monkeys monks monochrome monogamy monopolies
monopoly month monthly months moodier moodiest moody moose moot moped mopeds mopped mopping mops moral morals
morbid more moreover morning mornings mortal mortals mosque mosques mosquito mosquitoes most mother mothers
motivate motivated motivates motivating motive motives mould moulds mount mounted mounting mounts mourn
mourned mourning mourns mouse mouth mouthed mouthing mouths move moved moves movie movies moving mowed mowing
mows msged mstr much muddle muddled muddles muddling muddy mull mulled mulling mulls multifaceted multiple
multiplied multiplies multiply multiplying mumble mumbled mumbles mumbling mummies mummy mumps mums mundane
mundaner mundanest mural murals murder murdered murdering murders music musician musicians must mute muted
muter mutest myself mystic mystics mystified mystifies mystify mystifying nagged nagging naggings nags nail
nailed nailing nails naive naiver naivest naked name named names naming nannies nanny nanosecond nanoseconds
narcotic narcotics narrative narratives narrator narrators narrow narrowed narrower narrowest narrowing
narrows native natives nats nausiating naval navigate navigated navigates navigating navigatings near nearby
neared nearer nearest nearing nears neat neater neattest nebula nebulae necessary need needed needing needs
neglect neglected neglecting neglects negotiate negotiated negotiates negotiating negotiatings neice neices
neighbor neighborly neighbors neither nemeses nemesis nephew nephews neptune nerd nerded nerdier nerdiest
nerding nerds nerdy nets netted netting network networked networking networkings networks neuroses neurosis
never nevertheless newer newest newly newlywed news newton newtons next nibblier nibbliest nibbly nice nicer
nicest nicked nicking niece nieces nightly nimble nimbler nimblest nine nineteen nineteenth nineteenths
ninetieth ninetieths ninety ninth ninths nite nites nitrate nitrates noble nobleman noblemans nobler noblest
noblewoman noblewomans nobodies nobody nodded nodding nods noisier noisiest noisy nomad nomads nonchalant
nondescript nonprofit nonstop nope norm normal normaler normalest norms north northeast northern northwest
nosier nosiest nosy notable notaries notary note noted notes nothing nothings notice noticed notices noticing
noting notwithstanding nourish nourished nourishes nourishing novel novels november novice novices nowadays
nuanced nuclei nucleus nude numb number numbers numbest numbing nuns nurse nursed nurseryman nurserymans
nurses nursing nursings nurture nurtured nurtures nurturing nutella nuts nutses oatmeal oatmeals obediant
obedient obese obey obeyed obeying obeys object objected objecting objective objectives objects obligated
obscene obscure obscured obscurer obscures obscurest obscuring observant observe observed observes observing
obsess obsessed obsesses obsessing obsolete obstetrics obtain obtained obtaining obtains occupant occupants
occupied occupier occupiers occupies occupy occupying occur occurred occurring occurs ocean oceans october
octopi octopus odder oddest offbeat offend offended offending offends offensive offensives offer offered
offering offerings offers offhand officer officers official officials offline offset offsets offsetting
offspring offsprings often ohms oiled oilier oiliest oiling oils oily okay older oldest olive olives ollay
ollying omit omits omitted omitting onboard once oneday ones oneself ongoing online only onto oops ooze oozed
oozes oozing open opened opener openest opening openings opens opera operate operated operates operating
operatings operator operators opiate opiates opine opined opines opining oppose opposed opposes opposing
opposite opposites oppress oppressed oppresses oppressing opted optimist optimists opting optometrist
optometrists opts opus oracle oracles orange oranger orangest orbit orbited orbiting orbits ordeal ordeals
order ordered ordering orderly orders organic organise organised organises organising organisings organize
organized organizer organizers organizes organizing organizings orient oriented orienting orients originator
originators orotund orphan orphans other others otherses otherwise ouch ought oughta ounce ounces ours ourself
ourselves outcast outcasts outdone outdoor outer outgo outgoes outgoing outgrew outgrow outgrowing outgrown
outgrows outlaw outlaws outlied outlies outline outlined outlines outlining outly outlying outnumber
outnumbered outnumbering outnumbers outpace outpaced outpaces outpacing outright outside outspoken outspokens
outstand outstanding outstands outstood oval ovals oven ovens over overall overarch overarched overarches
overarching overboard overcame overcome overcomes overcoming overcomings overcrowding overdone overdue
overhand overhead overlap overlapped overlapping overlaps overlook overlooked overlooking overlooks overnight
overpass overpassed overpasses overpassing overpower overpowered overpowering overpowers override overrides
overriding overrode oversaw overseas oversee overseeing overseen oversees overshadow overshadowed
overshadowing overshadows overt overtaken overthrown overtime overtimes overturn overturned overturning
overturns overuse overused overuses overusing overview overviews overweight overwhelm overwhelmed overwhelming
overwhelms overwrought ovulate ovulated ovulates ovulating ovulatings ovum owed owes owing owned owner owners
ownest owning owns oxen oxygen pack package packaged packages packaging packagings packed packing packs
paddies paddy padres page pages paid painful paint painted painter painters painting paintings paints pair
paired pairing pairs paise paised paises paising pale paled paler pales palest paling pals pamper pampered
pampering pampers panellist panellists panic panicked panics panned panning panoplies panoply pans panties
pants paradise paradises parallel paralleled paralleling parallels paralyse paralysed paralyses paralysing
paranoid parent parental parentals parented parentheses parenthesis parenting parents pariah pariahs parish
parishes park parked parking parkings parks part parted partial participate participated participates
participating partied parties parting partisan partner partners parts party partying partyings pascals pass
passed passes passing passionate past paste pasted pastes pasting pastor pastors pasts patch patched patches
patching pate patent patented patenting patents pates pathogen pathogens patience patient patients patriarch
patriarches patriot patriots patrol patrolled patrolling patrols patron patrons pats patsies patsy pause
paused pauses pausing pave paved paves paving pawn pawns paying pays peace peaceful peacekeep peacekeeping
peacekeepings peacekeeps peacekept peak peaked peaking peaks peanut peanuts pearl pearls pedal pedals pedestal
pedestals peeing peel peeled peeling peels peer peered peering peers pees pegged pegging pence pences pencil
pencilling pencils pend pended pending pends pennies penning penny pens pent people perceive perceived
perceives perceiving percent percentage percentages perfect perfected perfecter perfectest perfecting perfects
perform performed performer performers performing performs perfume perfumed perfumes perfuming perhaps
periodical periodicals perish perished perishes perishing permanent permeate permeated permeates permeating
permit permits permitted permitting perplex perplexed perplexes perplexing persevere persevered perseveres
persevering persist persisted persisting persists person perspective perspectives persuade persuaded persuades
persuading pert pertinent pervade pervaded pervades pervading perverse peso pesos pessimist pessimists
petabyte petabytes petal petals petite petrol pets petting peyote peyotes phantom phantoms pharmacist
pharmacists phase phased phases phasing phenomena phenomenon phew phillies philosopher philosophers phone
phoned phones phonier phoniest phoning phony phooey photocopier photocopiers photograph photographed
photographer photographers photographing photographs phrase phrases physician physicians physics picayune pick
picked picking picks picnic picnics picosecond picoseconds pier pierced piercing piers pies piggies pigging
piggy pigs pile piled piles pilgrim pilgrims piling pilot piloted piloting pilots pine pined pines pining pink
pinker pinkest pinned pinning pinpoint pinpointed pinpointing pinpoints pins pint pints pioneer pioneers pipe
piped pipes piping piss pissed pisses pissing pitied pities pits pitted pitting pity pitying pivot pivoting
pivots place placed places placid placing plaid plain plainer plainest plan planned planner planners planning
plannings plans plant planted planting plants plaque plaques plastic plastics plate plates play played player
players playing playings playmate playmates plays playwright playwrights plce plced plces plcing plead pleaded
pleading pleads pleasant pleasanter pleasantest please pleased plebiscite plebiscites plenty plug plugged
plugging plugs plumber plumbers plummet plummeted plummeting plummets plump plumped plumping plumps plunge
plunged plunges plunging plus pluto poach poached poaches poaching podcaster podcasters poet poets point
pointed pointing points pointy poison poisoned poisoning poisonings poisons police policeman policemans polish
polished polishes polishing polite politer politest politician politicians politics poll polled pollen polling
polls pollute polluted pollutes polluting pols polygamy pool pooled pooling pools poop pooped pooping poops
poor poorer poorest popped poppies popping poppy pops population populations populist pore pored pores poring
pork pornstar pornstars portal portals portray portrayed portraying portrays pose posed poses posing position
positioned positioning positionings positions possess possessed possesses possessing post posted posting posts
potential potentials potter potters pound pounded pounding pounds pour poured pouring pours power powered
powering powers practice practiced practices practicing practitioner practitioners praise praised praises
praising prankster pranksters prattle prattled prattles prattling pray prayed praying prayings prays preach
preached preacher preachers preaches preaching preamble precede preceded precedes preceding precise preclude
precluded precludes precluding predetermine predetermined predetermines predetermining predict predicted
predicting prediction predictions predicts preexisting pref prefer preferred preferring prefers pregnant
pregnanter pregnantest premature premia premier premiers premise premises premium preoccupied preoccupies
preoccupy preoccupying prepaid prepare prepared prepares preparing preposition prepositions prerogative
prerogatives presense present presented presenter presentest presenting presents preserve preserved preserves
preserving president presidents press pressed presses pressing pressure presuppose presupposed presupposes
presupposing pretend pretended pretending pretendings pretends pretense prevail prevailed prevailing prevails
prevent prevented preventing prevents prey preyed preying preys price priced priceier prices pricey priciest
pricing pricklier prickliest prickly pride prided prides priding priest priestess priestesses priests prima
primary prime primed primer primes primest priming prince princes princess princesses principal principals
print printed printing printings prints prior prisoner prisoners pristine private prob probable probe probed
probes probing problem problems proceed proceeded proceeding proceeds process processed processes processing
processings proclaim proclaimed proclaiming proclaims procure procured procures procuring prod prodded
prodigies prodigy prods produce produced producer producers produces producing prof profane profess professed
professes professing professional professionals professor professors profile profiled profiles profiling
profound profounder profoundest profuse progenies progenitor progenitors progeny prognoses prognosis program
programing programme programmed programmer programmers programmes programming programs progress progressed
progresses progressing prohibit prohibited prohibiting prohibits project projected projecting projects prolong
prolonged prolonging prolongs prominent promise promised promises promising promote promoted promotes
promoting prompt prompted prompter promptest prompting prompts pron pronounce pronounced pronounces
pronouncing prop proper prophet prophets proportionate propose proposed proposes proposing propped propping
props pros prospect prospector prospectors prospects prosper prospered prospering prospers prostate prostates
prostitute prostitutes protect protected protecting protects protest protested protesting protests protrude
protruded protrudes protruding proud prouder proudest prove proved proven proves provide provided provides
providing proving provoke provoked provokes provoking proximate prune pruned prunes pruning pseud psst psych
psyched psyches psyching psychologist psychologists public publish published publishes publishing publishings
pudding puddings puke pukes puking pull pulled pulling pulls pump pumped pumping pumps punch punched punches
punching punier puniest punish punished punishes punishing punjabi punk punks puny pupil pupils puppies puppy
purchase purchased purchases purchasing pure purer purest purple purpler purplest purport purported purporting
purports purpose purposes pursuant pursuanted pursuanting pursuants pursue pursued pursues pursuing push
pushed pushes pushing pussies pussy puts putting putty puzzle puzzled puzzles puzzling pyramid pyramids quack
quacked quacker quackest quacking quacks quadrillion quadrillionth quadrillionths quaint quainter quaintest
qualified qualifies qualify qualifying quart quarter quarterback quarterbacks quarterly quarts quash quashed
quashes quashing queen queens quench quenched quenches quenching question questioned questioning questionings
questions quick quicker quickest quiet quieter quietest quieting quiets quintillion quintillionth
quintillionths quit quite quits quitting quiver quivered quivering quivers quiz quizzes quote quoted quotes
quotient quotients quoting rabbi rabbis rabid rabies race raced races racial racing racist racists rack racked
racking racks radical radicals radii radius rage raged rages ragged raggeder raggedest raging rain rained
rainier rainiest raining rains rainy raise raised raises raising rake raked rakes raking rallied rallies rally
rallying ramble rambled rambles rambling rampant randier randiest random randomer randomest randomly randy
rang range ranged ranges ranging rank ranked ranking ranks rant ranted ranting rants rape raped rapes rapid
rapider rapidest raping rapped rapper rappers rapping rappings raps rare rarer rarest rash rashes rate rated
rates rather ratified ratifies ratify ratifying rating ratings rats rattle rattled rattles rattling rave raved
raven ravens raves raving ravish ravished ravishes ravishing rawer rawest rays reach reached reaches reaching
react reacted reacting reacts read readier readiest reading readings reads ready real realer realest realise
realised realises realising realist realists realize realized realizes realizing really reap reaped reaping
reaps rear rears reason reasoned reasoning reasonings reasons reassure reassured reassures reassuring rebate
rebates rebel rebels reboot rebooted rebooting reboots rebuff rebuffed rebuffing rebuffs rebuttal rebuttals
recalcitrant recall recalled recalling recalls receive received receives receiving recent receptionist
receptionists recipient recipients recital recitals reckon reckoned reckoning reckons reclaim reclaimed
reclaiming reclaims recluse recluses recognition recognize recognized recognizes recognizing recommend
recommended recommending recommends reconcile reconciled reconciles reconciling recondite record recorded
recording recordings records recoup recouped recouping recoups recover recovered recovering recovers
recreation recruit recruited recruiter recruiters recruiting recruits recycle recycled recycles recycling
recyclings redact redacted redacting redacts redefine redefined redefines redefining reder redest redid redo
redoes redoing reduce reduced reduces reducing redundant reed reeds reel reeled reeling reels refactor
refactored refactoring refactors reference referenced references referencing referenda referendum referent
referents referral referrals refinance refinanced refinances refinancing refine refined refines refining
reflect reflected reflecting reflects refocus refocused refocuses refocusing reform reformed reformer
reformers reforming reforms refract refracted refracting refracts refresh refreshed refreshes refreshing
refuel refuelled refuelling refuels refugee refugees refund refunded refunding refunds refurbish refurbished
refurbishes refurbishing refuse refused refuses refusing regard regarded regarding regards register registered
registering registers regret regrets regretted regretting regroup regrouped regrouping regroups regulate
regulated regulates regulating rehearse rehearsed rehearses rehearsing rehearsings reheat reheated reheating
reheats reign reigned reigning reigns reimburse reimbursed reimburses reimbursing rein reined reinforce
reinforced reinforces reinforcing reining reins reject rejected rejecting rejects rejoice rejoiced rejoices
rejoicing rejuvenate rejuvenated rejuvenates rejuvenating relate related relates relating relative relatives
relax relaxation relaxed relaxes relaxing relaxings release released releases releasing relent relented
relenting relents relevant relied relies relieve relieved relieves relieving relinquish relinquished
relinquishes relinquishing relish relished relishes relishing relive relived relives reliving reload reloaded
reloading reloads reluctant rely relying remade remain remained remaining remains remake remakes remaking
remark remarked remarking remarks remedied remedies remedy remedying remember remembered remembering remembers
remote remoter remotest remove removed removes removing render rendered rendering renderings renders
rendezvous rendezvouses rendezvousing renew renewed renewing renews renounce renounced renounces renouncing
renowned rent rental rentals rented renting rents reorder reordered reordering reorders repair repaired
repairing repairs repeal repealed repealing repeals repeat repeated repeating repeats repel repelled repelling
repels rephrase rephrased rephrases rephrasing replace replaced replaces replacing replenish replenished
replenishes replenishing replicate replicated replicater replicates replicatest replicating replied replies
reply replying report reported reporter reporters reporting reportings reports represent representative
representatives represented representing represents reprobate reps republic republican republicans republics
request requested requesting requests require required requires requiring rerun reruns research researcher
researchers resemble resembled resembles resembling resent resented resenting resents reserve reserved
reserves reserving reside resided resident residents resides residing resign resigned resigning resigns resist
resistant resisted resisting resists resolute resolve resolved resolves resolving resonant resort resorted
resorting resorts respect respected respecting respects respite respites respond responded responding
respondings responds rest restart restarted restarting restarts rested resting restock restocked restocking
restocks restore restored restores restoring restrain restrained restraining restrains restrict restricted
restricting restricts restructrue restructrued restructrues restructruing restructruings restructure
restructured restructures restructuring restructurings rests result resulted resulting results resume resumed
resumes resuming resurface resurfaced resurfaces resurfacing retarded retire retired retires retiring retrieve
retrieved retrieves retrieving retrofit retrofiting retrofits return returned returning returns reup reuped
reuping reups revamp revamped revamping revamps reveal revealed revealing reveals revel reveled revelling
revels revere revered reverend reverends reveres revering reverse reversed reverses reversing revert reverted
reverting reverts review reviewed reviewing reviews revisit revisited revisiting revisits revitalise
revitalised revitalises revitalising revitalize revitalized revitalizes revitalizing revive revived revives
reviving revoke revoked revokes revoking revolutionaries revolutionary revolve revolved revolves revolving
reward rewarded rewarding rewards rewritten rexes rhetoric rhetorics rheumatoid rhyme rhymed rhymes rhyming
rice rich richer richest rickets ridden ridding ride rides riding ridings rids right righter rightest rightful
righting rights ring ringing rings riot rioted riots ripe ripen ripened ripening ripens riper ripest ripping
rips rise risen rises rising risk risked risking risks rite rites ritual rituals ritzier ritziest ritzy rival
riverbed riverbeds riveting rivetinging rivetings rivetung roam roamed roaming roams roar roared roaring roars
roast roasted roasting roasts robbed robbing robin robins robust rock rocked rocking rocks rode rodent rodents
rodeo rodeos rods rogue rogues roll rolled rolling rolls romantic roof roofed roofer roofers roofing roofings
roofs rookie rookies room roomier roomiest rooms roomy root rooted rooting roots rope roped ropes roping rose
roses rosier rosiest rosy rots rotted rotten rotting rouble roubles rough roughed rougher roughest roughing
roughs round rounded rounding rounds rout route routed routes routine routines routing routs rowing rowings
rows royal rubbed rubbing rubbish rubbishes rubies rubs ruby rude ruder rudest ruin ruined ruining ruins rule
ruled ruler rulers rules ruling rulings rung running runningback runningbacks runnings runs rupee rupees rush
rushed rushes rushing rust rusted rustier rustiest rusting rustle rustled rustles rustling rusts rusty
sabbatical sabbaticals sack sacked sacking sacks sacred sacrifice sacrificed sacrifices sacrificing sadden
saddened saddening saddens sadder sadest sadness safe safeguard safeguarded safeguarding safeguards safer
safest safety sage sages said sail sailed sailing sailings sailor sailors sails saint saintlier saintliest
saintly saints salaries salary salmon salt saltier saltiest salty same sample sampled samples sampling sand
sandier sandiest sandwich sandwiches sandy sang sank sans sapien sapiens satisfactory satisfied satisfies
satisfy satisfying satish saturate saturated saturates saturating saturday saturdays saturn sauted save saved
saves saving savvier savviest savvy saying sayings says scale scaled scales scaling scan scanned scanning
scans scantier scantiest scanty scar scarce scarcer scarcest scare scared scares scarier scariest scaring
scarlet scarred scarring scars scary scathing scatter scattered scattering scatters scavenge scavenged
scavenges scavenging scenery scent scents schedule scheduled schedules scheduling schedulings scholar
scholarly scholars school schooling schoolings schools scientific scientist scientists scion scions scissors
scorch scorched scorches scorching score scored scores scoring scorings scout scouted scouting scouts scrape
scraped scrapes scraping scratch scratched scratches scratching scream screamed screaming screamings screams
screech screeched screeches screeching screen screened screening screenings screens screenwriter screenwriters
screw screwed screwing screws scribble scribbled scribbles scribbling scroll scrolled scrolling scrolls sculpt
sculpted sculpting sculptings sculptor sculptors sculpts seabed seabeds seal sealed sealing seals search
searched searches searching season seasoned seat seated seating seatings seats second secondary seconds secret
secretaries secretary secrets secs sect sects secure secured securer secures securest securing sedate sedated
sedater sedates sedatest sedating seed seeded seeding seeds seeing seek seeking seeks seem seemed seeming
seemly seems seen sees seldom select selected selecter selectest selecting selects self selfish sell selling
sells seminar seminars senate send sending sends senior seniors sens sense sensed senses sensing sensory sent
sentence sentenced sentences sentencing separate separated separater separates separatest separating sept
september septillion septillionth septillionths sequester sequestered sequestering sequesters serene sergeant
sergeants serial serials series servant servants serve served serves service serviced services servicing
serving servings servitor servitors sets setting settings settle settled settles settling seven seventeen
seventeenth seventeenths seventh sevenths seventieth seventieths seventy sever several severe severed severer
severest severing severs sewed sewing sewn sews sexes sexier sexiest sextillion sextillionth sextillionths
sexy shack shacked shacking shacks shade shaded shades shadier shadiest shading shady shake shaken shakes
shaking shall shallow shallower shallowest shaman shamans shameful shant shape shaped shapes shaping share
shared shares sharing sharp sharpen sharpened sharpening sharpens sharper sharpest shatter shattered
shattering shatters shave shaved shaves shaving shed shedding sheds sheep sheer sheesh sheild sheilding
sheilds sheilt shekel shekels shelter sheltered sheltering shelters shepherd shepherds sheqel sheqels shhh
shift shifted shifting shifts shilling shillings shine shines shingles shinier shiniest shining shiny ship
shipped shipping shippings ships shit shiver shivered shivering shivers shock shocked shocking shocks shoe
shoes shone shoo shook shoot shooting shoots shop shopped shopping shoppings shops shore shored shores shoring
short shortage shortages shorted shorten shortened shortening shortenings shortens shorter shortest shorting
shorts shot should shout shouted shouting shoutings shouts show showed showgirl showgirls showing showman
showmans shown showrunner showrunners shows shrank shrill shriller shrillest shrink shrinking shrinks shrivel
shrivelled shrivelling shrivels shrunk shuffle shuffled shuffles shuffling shun shunned shunning shuns shut
shuts shutting shyer shyest sibling siblings sick sicker sickest sicklier sickliest sickly side sided sides
siding sift sifted sifting sifts sign signal signaled signaling signalings signals signatories signatory
signed significant signing signings signs silence silenced silences silencing silk sillier silliest silly
silver silvers simple simpler simplest simplified simplifies simplify simplifying simulate simulated simulates
simulating since sincere sing singer singers singing singings single singled singles singling sings sinister
sink sinking sinks sinner sinners sipping sips sissies sissy sister sisters site sites sits sitting sittings
situ sixteen sixteenth sixteenths sixth sixths sixtieth sixtieths sixty size sized sizes sizing skate
skateboard skateboarded skateboarding skateboardings skateboards skated skates skating skatings skeleten
skeletens skied skier skiers skies skiied skiing skill skilled skills skin skinnier skinniest skinny skipping
skirmish skirmishes skis skittles skyrocket skyrocketed skyrocketing skyrockets slack slacks slain slam
slammed slams slay slayed slaying slays sleek sleeker sleekest sleep sleeping sleepings sleeps sleepy slender
slenderest slept slice sliced slices slicing slick slicked slicker slickest slicking slicks slid slide slides
sliding slier sliest slight slighter slightest slim slimest slimier slimiest slimmer slimy slip slipped
slippery slipping slips slipshod slit slits slitting slope sloped slopes sloping slouch slouched slouches
slouching slow slowed slower slowest slowing slows small smaller smallest smart smarter smartest smash smashed
smashes smashing smell smelled smellier smelliest smelling smells smelly smile smiled smiles smiling smirk
smirked smirking smirks smoke smoked smokes smoking smokings smooth smoothed smoother smoothest smoothing
smooths smug smuggle smuggled smuggler smugglers smuggles smuggling snake snaked snakes snaking snap snaping
snapped snaps snatch snatched snatches snatching sneak sneaking sneaks sneeze sneezed sneezes sneezing snew
sniff sniffed sniffing sniffs snobbish snow snowboard snowboarded snowboarding snowboardings snowboards
snowing snowings snows snuck snuggle snuggled snuggles snuggling soak soaked soaking soaks soap soar soared
soaring soars sobbed sobbing sober sobered sobering sobers sobs soccer social socialer socialest socialist
socialists soft softer softest sold soldier soldiers sole solemn solemner solemnest soles solicit solicited
soliciting solicits solid solider solidest soloist soloists soluble solve solved solvent solvents solves
solving somber sombrero sombreros some somebodies somebody someday somehow someone someones something
sometimes somewhat sonnies sonny sons soon sooner soonest sooth soothe soothed soothes soothing sooths
sophisticated sorcerer sorcerers sorceress sorceresses sordid sore sorer sorest sorry sort sorted sorting
sorts sought soul souls sound sounded sounding soundproof sounds sour soured souring sours south southeast
southern southwest sovereign sovereigns soviet sowed sowing sown sows spacecraft spam spams span spanned
spanning spans spare spared sparer spares sparest sparing spark sparked sparking sparkle sparkled sparkles
sparkling sparkly sparks sparse spat spawn spawned spawning spawns speak speaking speaks special specialer
specialest specialist specialists specialize specialized specializes specializing species specific specified
specifies specify specifying spectator spectators sped speed speeding speeds speedy spell spellbind
spellbinding spellbinds spelled spelling spellings spells spend spending spendings spends spent spice spiced
spices spicier spiciest spicing spicy spied spies spiked spiking spill spilled spilling spills spilt spin
spinning spins spiral spiralling spirals spirit spirited spirits spit spite spited spites spiting spits
spitting splash splashed splashes splashing splay splayed splaying splays splendid split splits splitting
spoil spoiled spoiling spoils spoke spoken spokesperson spokespersons sponsor sponsored sponsoring sponsors
spoof spoofed spoofing spoofs spot spots spotted spotting spouse spouses sprang sprawl sprawling sprawls spray
sprayed spraying sprays spread spreading spreads sprightlier sprightliest sprightly spring springing springs
sprinkle sprinkled sprinkles sprinkling spruce spruced spruces sprucing spry spun spur spurred spurring spurs
spying squander squandered squandering squanders square squared squares squaring squat squats squatter
squatters squeamish squish squished squishes squishing stab stabbed stabbing stable stables stabs stack
stacked stacking stacks staff staffed staffer staffers staffing staffs stage staged stages stagger staggered
staggering staggers staging stagings stain stained staining stains stake staked stakes staking stale staler
stalest stalk stalked stalking stalks stall stalled stalling stalls stalwart stamp stamped stamping stamps
stand standard standards standing stands staple stapled staples stapling star stare stared stares staring
stark starker starkest starring stars start started starting startle startled startles startling starts starve
starved starves starving state stated statelier stateliest stately states statesman statesmans static stating
statistic statistics statute statutes statutory stave staved staves staving stay stayed staying stays
steadfast steadier steadiest steady steal stealing steals steam steamed steaming steel steep steeper steepest
steer steered steering steers stem stemmed stemming stems step stepbrother stepbrothers stepchild stepchilds
stepfather stepfathers stepmother stepmothers stepped stepping steps stepsister stepsisters stereotype
stereotyped stereotypes stereotyping sterile sterling sterlings stern sterner sternest stewed stewing stick
sticking sticks stiff stiffen stiffened stiffening stiffens stiffer stiffest stifle stifled stifles stifling
still stimulate stimulated stimulates stimulating stimuli stimulus sting stinging stings stink stinking stinks
stipend stipends stir stirred stirring stirs stitch stitched stitches stitching stocking stockinging stockings
stockpile stockpiled stockpiles stockpiling stoked stole stolen stomach stomachs stone stones stood stoop
stooped stooping stoops stop stopped stopping stops store stored stores storing storm stormed storming storms
storytelling storytellinging storytellings storytellung stout straier straiest straight straighten
straightened straightening straightens straighter straightest straightforward strain strained straining
strains strange stranger strangers strangest strangle strangled strangles strangling strategies strategy stray
strayed straying strays stream streamed streamer streamers streaming streams strengthen strengthened
strengthening strengthens stress stressed stresses stressing stretch stretched stretches stretching
stretchings strew strewed strewing strewn strews strict stricter strictest strike strikes striking string
stringent stringing strings strip striped stripped stripping strips strive strives striving stroke stroked
strokes stroking strong stronger strongest strove struck struggle struggled struggles struggling strugglings
stubborn stuck student students studied studies study studying studyings stuff stuffed stuffing stuffings
stuffs stumble stumbled stumbles stumbling stump stumped stumping stumps stun stung stunk stunned stunning
stuns stupid stupider stupidest sturdier sturdiest sturdy style styled styles styling stylish subbed subbing
subdued subject subjected subjecting subjects sublimate sublimated sublimates sublimating sublime submerge
submerged submerges submerging submit submits submitted submitting subordinate subordinates subpar subs
subsequent subside subsided subsides subsiding subsidize subsidized subsidizes subsidizing subsist subsisted
subsisting subsists substandard substantial substantialer substantialest substrate substrates subtle subtler
subtlest subtotal subtotals subtract subtracted subtracting subtractings subtracts suburban subvert subverted
subverting subverts succeed succeeded succeeding succeeds succinct succumb succumbed succumbing succumbs such
suck sucked sucking sucks sudden suddener suddenest sued suffer suffered suffering sufferings suffers suffice
sufficed suffices sufficing sugar suggest suggested suggesting suggests suing suit suite suited suites suiting
suits sultan sultans summarise summarised summarises summarising summed summer summers summing summon summoned
summoning summons sums sunday sundays sung sunk sunrise sunrises sunshine super superb superficial
superficialer superficialest superhero superheroes superhuman superhumans superintendent superintendents
superior superiors superstar superstars supervisor supervisors supervisory supplement supplemented
supplementing supplements supplied supplies supply supplying support supported supporting supports suppose
supposed supposes supposing suppress suppressed suppresses suppressing supreme supt sure sured surer sures
surest surf surface surfaced surfaces surfacing surfed surfer surfers surfing surfings surfs surg surge surged
surgeon surgeons surges surging suring surly surmount surmounted surmounting surmounts surpass surpassed
surpasses surpassing surprise surprised surprises surprising surreal surrealer surrealest surrogate surrogates
surround surrounded surrounding surrounds survey surveyed surveying surveyings surveys survive survived
survives surviving survivings survivor survivors sushi suspect suspected suspecter suspectest suspecting
suspects suspend suspended suspending suspends suss sussed susses sussing sustain sustained sustaining
sustains swallow swallowed swallowing swallows swam sway swayed swaying sways swear swearing swearings swears
sweat sweated sweating sweats sweep sweeper sweepers sweeping sweeps sweepstakes sweet sweeten sweetened
sweetening sweetens sweeter sweetest sweetheart sweethearts swell swelled swelling swells swept swift swifter
swiftest swim swimming swimmings swims swing swinging swings swipe swiped swipes swiping switch switched
switches switching swore sworn swum swung syllabi syllable syllables syllabus symbolic synergies synergy
synopses synopsis system systems tableau tableaux tablespoon tablespoons taboo taboos tack tacked tacking
tackle tackled tackles tackling tacks tactic tactics tagged tagging tags tailor tailored tailoring tailors
take taken takes taking talent talented talents talk talked talking talkings talks tall taller tallest tallied
tallies tally tallying tame tamed tamer tamest tamper tampered tampering tampers tangle tangled tangles
tangling tanned tanning tannings tans tantalize tantalized tantalizes tantalizing taoiseach taoiseaches target
targeted targeting targets tarnish tarnished tarnishes tarnishing tart tarter tartest taste tasted tasteful
tastes tasting tastings taught tawdrier tawdriest tawdry taxed taxes taxing tbsp teach teacher teachers
teaches teaching teachings team teamed teaming teams tear tearing tears tease teased teases teasing teasings
teaspoon teaspoons technician technicians technologist technologists teeing teen teenage teenager teenagers
teens tees teeth tell telling tells temp temper temperate tempered tempering tempers template templates
temporary tempt tempted tempting tempts tenant tenants tender tendered tenderest tendering tenders tennis
tense tenser tensest tenth tenths terabyte terabytes terminal terminals terrific terrified terrifies terrify
terrifying terrorist terrorists tertiary test tested tester testers testing testings tests testy text texted
texts than thank thanked thanking thanks that thee their theirs theirself theirselves them themself themselves
then therapist therapists there thereby therefore thermodynamics these theses thesis they thick thicker
thickest thief thieves thin thing thingies things thingy think thinking thinkings thinks thinned thinner
thinnest thinning thins third thirds thirstier thirstiest thirsty thirteen thirteenth thirteenths thirtieth
thirtieths thirty this thorny those thou though thought thoughtful thousand thousands thousandth thousandths
thread threaded threading threads threaten threatened threatening threatens three threesome threesomes threw
thrill thrilled thrilling thrills thrive thrived thrives thriving through throughout throw throwing thrown
throws thru thrust thrusting thrusts thunder thurs thursday thursdays thus thwart thwarted thwarting thwarts
tick ticked ticking ticks tics tide tides tidied tidier tidies tidiest tiding tidy tidying tied tier tiers
ties tight tighten tightened tightening tightens tighter tightest tiktoker tiktokers tile tiled tiles tiling
till time timed timelier timeliest timely times timetable timetables timing timings tinier tiniest tiny tipped
tipping tippings tips tire tired tires tiring tmrw today toddler toddlers together token tokens told tolerant
toll tolled tolling tolls tomorrow tone toned tones tonight toning tonite tonites tonne tonnes took tooth
toothpaste topic topics topped topping topple toppled topples toppling tops tore torn tornado tornados torpid
torque torques torture tortured tortures torturing toss tossed tosses tossing total totaled totalling totally
totals touch touched touches touching tough toughen toughened toughening toughens tougher toughest tour toured
touring tourist tourists tours toward towards townfolk townsfolk track tracked tracking trackings tracks trade
traded trader traders trades trading tradings traffic traffick trafficked trafficking trafficks tragedies
tragedy train trained training trainings trains tramp trample trampled tramples trampling tramps tranquil
tranquiler tranquilest transact transacted transacting transacts transcriptionist transcriptionists transfer
transferred transferring transfers transform transformed transforming transforms transition transitioned
transitioning transitions transparent transpire transpired transpires transpiring transport transported
transporting transports trap trapped trapping traps travel traveler travelers traveling travelings travelled
travelling travellings travels treat treated treating treatise treats trek trekking treks tremble trembled
trembles trembling trenchant trend trended trendier trendiest trending trends trendsetter trendsetters trendy
trial trials tribe tribes tribunal tribunals tributaries tributary tribute tributed tributes tributing trick
tricked tricking trickle trickled trickles trickling tricks tried tries trifle trifled trifles trifling
trigger triggered triggering triggers trillion trillions trillionth trillionths trim trimmed trimming trims
trinities trinity trip tripped tripping trips trite trooper troopers troops trot trots trotted trotting
trouble troubled troubles troubleshooting troubling trough troughs trousers trout true truer truest trust
trusted trusting trusts trying tuck tucked tucking tucks tues tuesday tuesdays tumble tumbled tumbles tumbling
tummies tummy tuna tune tuned tunes tungsten tunic tunics tuning tunnel tunnelled tunnelling tunnels turn
turned turning turns turntable turntables tutor tutorial tutorials tutors tuxedo tuxedos twelfth twelfths
twelve twentieth twentieths twenty twice twin twinned twinning twins twist twisted twisting twists tycoon
tycoons tying type typed types typing typings tyranny uglier ugliest ugly ultimate ultimately ultra unabated
unappealing unassuming unattended unauthorized unbecoming unchallenged uncharted unchecked uncircumcised uncle
uncles unconvincing uncoordinated uncoordinateds uncover uncovered uncovering uncovers undecided under
underage undercover undercut undercuts undercutting underestimate underestimates undergo undergoes undergoing
undergone undergraduate undergraduates underground undergrounds underhand underlying underneath
underprivileged undersized understand understanding understandings understands understood undertake undertakes
undertaking undertakings undertone undertones undertook undervalue undervalued undervalues undervaluing
underwater underway underwear underwears underweight underwent underwhelm underwhelmed underwhelming
underwhelms underwriter underwriters undid undisclosed undisputed undo undocumented undoes undoing undone
undue unearth unearthed unearthing unearths unemployed unending uneven unexpected unexplained unfair
unfinished unfold unfolded unfolding unfolds unforeseen unfounded unfoundeds unguarded unheard unified unifies
unify unifying uninsured uninterested uninterrupted uninvited unique unite united unites uniting universal
unknown unleash unleashed unleashes unleashing unless unlike unlock unlocked unlocking unlocks unmarried
unmatched unmet unnamed unnerve unnerved unnerves unnerving unnoticed unopposed unpaid unparalleled unplug
unplugged unplugging unplugs unprecedented unravel unraveling unravelled unravels unrecognized unregulated
unrelated unrelenting unrequited unreserved unresolved unruly unseen unsettle unsettled unsettles unsettling
unsightly unsold unspent unspoken unsupervised unsuspecting untapped untested untie untied unties until untold
untouched untying unused unveil unveiled unveiling unveils unwanted unwarranted unwieldy upbeat update updated
updates updating upgrade upgraded upgrades upgrading upheld uphold upholding upholds uplift uplifted uplifting
uplifts upload uploaded uploading uploads upon upper uppity uprisen upscale upset upsets upsetting upside
upsides upstairs upstairses uptight uranus urban urbanite urbanites urge urged urgent urges urging urinal
urinals used useful user users uses usher ushered ushering ushers using usual utter uttered utterest uttering
uttermost utters vacant vacuum vacuummed vacuumming vacuums vagabond vagabonds vagrant vague vaguer vaguest
vain vainer vainest validate validated validates validating valuable value valued values valuing vanilla
vanillas vanish vanished vanishes vanishing vans vapor variable variables variant variants varied varies
varieties variety various varnish varnishes vary varying vast vaster vegetable vegetables vengeful venture
ventured ventures venturing venus venuses verdant verdanter verdantest verdict verdicts verified verifies
verify verifying vernacular versatile versus vertebra vertebrae vertebrate vertebrates very veteran veterans
veterinarian veterinarians vets vexed vexes vexing vibe vibed vibes vibing vibrant vied vies view viewed
viewing views vigilant vile villain villains vinegar viola violas violence violet violets vips virus viruses
visionaries visionary visit visited visiting visitor visitors visits visualize visualized visualizes
visualizing visualizings vitae vitro vivo vocabularies vocabulary voice voiced voices voicing void voided
voiding voids voila volatile volcano volcanoes voltage voltages volts volunteer volunteered volunteering
volunteerings volunteers vomit vomits vomitted vote voted votes voting votings vowed vowing vows voyager
voyagers vulgar vulgarest vying wading wafer wafers wahoo waist waists wait waited waiter waiters waiting
waitings waits waive waived waives waiving wake waked waken wakes waking walk walked walking walks wander
wandered wanderer wanderers wandering wanders wang wangs want wanted wanting wanton wants ward wards warehouse
warehoused warehouses warehousing warier wariest warm warmed warmer warmest warming warms warmth warn warned
warning warnings warns warp warped warping warps warrant warranted warranting warrants warring warrior
warriors wars wary wash washed washes washing washings waste wasted wasteful wastes wasting watch watched
watches watching watchings water waterbed waterbeds watershed watersheds watery watt watts wattses wave waved
waves waving waxed waxes waxing ways weak weaken weakened weakening weakens weaker weakest wean weaning weans
wear wearier weariest wearing wears weary weather weathered weathering weatherman weathermans weatherproof
weathers weave weaves weaving wedding weddings wednesday wednesdays weds weed weeded weeding weeds week
weekend weekends weekly weeks weep weeping weeps weigh weighed weighing weighs weird weirded weirder weirdest
weirding weirds welcome welcomed welcomes welcoming welder welders well went wented wenting wents wept were
western wets wetter wettest wetting whack whacked whacking whacks whale whales what whatever whatsoever whee
wheel wheeling wheels when whenever where whereas whereby wherever whether whew which whichever while whilst
whinier whiniest whiny whip whipping whips whisk whisked whisking whisks whisky whisper whispered whispering
whisperings whispers whistle whistled whistles whistling white whiter whitest whoa whoever whole wholesale
whom whoops whose wick wicked wickeder wickedest wicking wicks wide widen widened widening widens wider
widespread widest wield wielded wielding wields wife wild wilder wildest wildlife wilier wiliest will willing
wily wimp wimped wimping wimps wind windier windiest winding winds windy wine wing winged winging wings winner
winners winning wins wipe wiped wipes wiping wire wired wires wirier wiriest wiring wirings wiry wise wised
wiser wises wisest wish wished wishes wishing wising wistful witch witches with withdraw withdrawing withdrawn
withdraws withdrew wither withered withering withers within without witness witnessed witnesses witnessing
wives wizard wizards woken woman womanly women wonder wondered wondering wonderings wonders wood wooden
woodier woodiest woody wool woozy word words wore work worked worker workers working workings works workshop
workshopped workshopping workshops worn worried worries worry worrying worryings worse worsen worsened
worsening worsens worship worshipping worships worst worth worthed worthing worths worthwhile would wound
wounded wounding wounds wove woven wrap wrapped wrapping wrappings wraps wreak wreaking wreaks wreck wrecked
wrecking wrecks wrestle wrestled wrestler wrestlers wrestles wrestling wrestlings wrier wriest wring wringing
wrings wrinkle wrinkled wrinkles wrinkling write writer writers writes writing writings written wrong wronged
wronger wrongest wronging wrongs wrote wrought wroughter wroughtest wroughting wroughts wrung wtaf yammer
yammered yammering yammers yankees yard yards yawn yawned yawning yawnings yawns yeah year yearly yearn
yearned yearning yearnings yearns years yell yelled yelling yellings yellow yellowed yellower yellowest yells
yesterday yield yielded yielding yields yikes yipee yippee yogi yogis yottabyte yottabytes young younger
youngest your yourself yourselves youth youths youtuber youtubers yuan yuans yuck zanier zaniest zany zero
zeroing zeroings zeros zeroth zeroths zettabyte zettabytes zipping zips zloty zlotys zombie zombies zone zoned
zones zoning zonings zonk zonking zonks zoom zoomed zooming zoomings zooms
`;
