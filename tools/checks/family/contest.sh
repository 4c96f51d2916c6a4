# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work: tools/checks/test's, which
# sources this file
# contest: make contest (tools/front/contest) on a contest of its own,
# tests/common/contest/students (each program, and the score it must
# get), laid out as LemonLime lays it out and as Arbiter does: every
# score as that file says, and the same in both layouts; a compile error
# and a missing file 0, with their reason; a file of no problem named
# and left out, and a folder whose name holds a tab; a program that
# reads stdin where the contest read files told what it wrote there;
# all or nothing, and a group, decided at the first failure; a second
# run judging nothing; the page holding every contestant, problem and
# total as text, a name's markup escaped; and a contest of attacks on the
# standings (contest_attacks).
contest_fail() { contest_bad=$((contest_bad + 1)); line FAIL contest "$*"; }
check_contest() {
	local contest_bad=0 dir=$work/contest expect=() got broken=''
	local other_channel=
	contest_folders || return 0
	BUDGET=2 CSV=$dir/lemon.csv HTML=$dir/page.html \
		"$here/../front/contest" --kept "$dir/kept" "$dir/lemon" \
		>"$dir/lemon.out" 2>"$dir/lemon.err" || contest_fail "make" \
		"contest failed on the LemonLime layout: $(head -c 300 \
		"$dir/lemon.err")"
	# the same programs laid out as Arbiter lays them out: judged
	# before, each found where it is, as the same scores show
	got=$(BUDGET=2 CSV=$dir/arbiter.csv \
		"$here/../front/contest" --kept "$dir/kept" "$dir/arbiter" 2>&1)
	[[ $got == *"0 programs to judge"* ]] || contest_fail "a second" \
		"run judged again: $(grep -m1 judge <<<"$got")"
	cmp -s "$dir/lemon.csv" "$dir/arbiter.csv" || contest_fail "the" \
		"Arbiter layout's scores differ from LemonLime's:" \
		"$(diff "$dir/lemon.csv" "$dir/arbiter.csv" | head -c 300)"
	contest_scores
	contest_reasons
	contest_attacks
	summary contest $(( contest_bad == 0 )) $(( contest_bad > 0 )) \
		"${#expect[@]} programs scored as" \
		"tests/common/contest/students says, in LemonLime's layout" \
		"and Arbiter's; reasons, hint, second run and page"
}

# contest_program PROBLEM FROM EDIT...: the program, on stdout: dist/
# FROM.c, changed by each EDIT (tests/common/contest/students).
contest_program() {
	local problem=$1 from=$2 edit first=''
	shift 2
	for edit; do
		case $edit in
		files) first+="freopen(\"$problem.in\", \"r\", stdin); "
		       first+="freopen(\"$problem.out\", \"w\", stdout); " ;;
		slow:*) first+="{ long size; fseek(stdin, 0, SEEK_END); "
			first+="size = ftell(stdin); rewind(stdin); "
			first+="if (size > ${edit#slow:}) for (;;) ; } " ;;
		esac
	done
	sed "/^int main(void)\$/,/^{\$/ s/^{\$/{ $first/" "dist/$from.c"
	[[ " $* " != *" broken "* ]] || echo "int broken(void) { return 0 }"
}

# contest_folders: the contest in $dir/lemon (source/WHO/...) and in
# $dir/arbiter (players/DAY/WHO/PROBLEM/, a program's day alternating);
# each scored program's WHO,PROBLEM,SCORE in expect.  Status 1, silent,
# before every problem is built (make test P=).
contest_folders() {
	local who problem score from edits day=1 to
	while read -r who problem score from edits; do
		[[ -z $who || $who == \#* ]] && continue
		[[ -x bin/$from && -f dist/$from.c ]] || return 1
		to=$dir/lemon/source/$who/$problem.c
		[[ " $edits " == *" sub "* ]] &&
			to=$dir/lemon/source/$who/$problem/$problem.c
		mkdir -p "${to%/*}" "$dir/arbiter/players/day$day/$who/$problem"
		# shellcheck disable=SC2086 # an edit a word
		contest_program "$problem" "$from" $edits >"$to"
		cp "$to" "$dir/arbiter/players/day$day/$who/$problem/$problem.c"
		day=$((3 - day))
		[[ $score == - ]] || expect+=("$who,$problem,$score")
		[[ " $edits " == *" broken "* ]] &&
			broken="$who, $problem: compile error: "
		[[ -f src/$problem.c || " $edits " == *" files "* ]] ||
			other_channel+=1
	done <tests/common/contest/students
	# a folder whose name would break a line apart: left out, named
	mkdir -p "$dir/lemon/source/tab"$'\t'"name" &&
		cp "$to" "$dir/lemon/source/tab"$'\t'"name/"
}

# contest_scores: each of expect in the CSV, under its problem's column.
contest_scores() {
	local want who problem score found
	for want in "${expect[@]}"; do
		IFS=, read -r who problem score <<<"$want"
		# shown as every place shows it: < and > as bytes
		who=${who//</\\x3c} who=${who//>/\\x3e}
		found=$(WHO=$who awk -F'","|^"|"$' -v problem="$problem" '
			NR == 1 { n = split($0, head, ",")
				for (i = 1; i <= n; i++)
					if (head[i] == problem) column = i + 1
				next }
			$3 == ENVIRON["WHO"] { print $column }' \
			"$dir/lemon.csv")
		[[ $found == "$score" ]] || contest_fail "$who, $problem:" \
			"scored '$found', not $score" \
			"(tests/common/contest/students)"
	done
}

# contest_reasons: what the table, the messages and the page say beside
# the scores: every zero's reason, a compile error (the program made
# broken), the hint to a
# program that used stdin where its contest read a file, and on the page
# every problem, every total, a no file and a decided all or nothing.
contest_reasons() {
	local page=$dir/page.html want
	grep -q 'hello is no problem here' "$dir/lemon.err" ||
		contest_fail "hello.c, of no problem, was not named as left out"
	grep -qF 'tab\x09name: a name with control characters: left out' \
		"$dir/lemon.err" || contest_fail "a name with a tab was not" \
		"named as left out"
	grep -qF -- "$broken" "$dir/lemon.out" ||
		contest_fail "no line '$broken...' in the table"
	# every zero says why, in all three places (students: zhao's
	# all-or-nothing problem spins, li_si's chess reads stdin)
	for want in "zhao, $(attacked_problem): too slow" \
		"li_si, chess: the wrong channel (files or stdin)"; do
		grep -qxF -- "$want" "$dir/lemon.out" ||
			contest_fail "the table does not say '$want'"
		grep -qF -- "\"0\",\"${want#*: }\"" "$dir/lemon.csv" ||
			contest_fail "the CSV has no reason '${want#*: }'"
		grep -qF -- "class=\"why\">${want#*: }<" "$page" ||
			contest_fail "the page has no reason '${want#*: }'"
	done
	head -n1 "$dir/lemon.csv" | grep -qF ',chess,chess why,' ||
		contest_fail "the CSV has no 'chess why' column"
	[[ -z $other_channel ]] ||
		grep -qF 'Through the other channel, given the test' "$page" ||
		contest_fail "the page has no hint for a program that read" \
			"stdin"
	while read -r want; do
		grep -qF -- "$want" "$page" ||
			contest_fail "the page does not hold '$want'"
	done < <(printf '%s\n' "${expect[@]}" | awk -F, '
		{ total[$1] += $3; problem["<th>" $2 "</th>"] }
		END { for (who in total) { t = sprintf("%.1f", total[who])
			sub(/\.0$/, "", t); print "<b>" t "</b>" }
		      for (p in problem) print p }'
		# all or nothing decided at once; a group decided at its
		# first failure, its other tests not run (the students file)
		# (each count saying what it counts, each test its points)
		printf '%s\n' '0: no file' 'TLE: 0 of 0 scored tests passed,' \
			'and 0 of 1 samples (which score nothing)' \
			'TLE: 12 of 13 scored tests passed, and 1 of 1 samples' \
			'<td>small 33/33</td>' '<td>large 0/67</td>' \
			'\x3cb\x3eeve' '>1. 张三<')
	# every failed test's message, not the first alone
	(( $(grep -c '<td class="msg">[^<]' "$page") >= 2 )) ||
		contest_fail "the page shows no message on every failed test"
	! grep -qF -e '<b>eve' -e '&lt;b&gt;eve' "$page" ||
		contest_fail "the page holds a name's markup as it is"
}

# attacked_problem: the problem of the attacks, li_si's all-or-nothing
# one of tests/common/contest/students (zhao's spins, wang_wu's is
# broken, in its folder).
attacked_problem() {
	awk '$1 == "li_si" && $3 == 100 { print $2; exit }' \
		tests/common/contest/students
}

# contest_attacks: a contest of folders made to fool the standings,
# each program one judged above (so judged before): names alike but for
# a blank at an end, a zero-width space, a right-to-left override or
# full-width letters, names alike in their first 61 characters, and
# links (a folder to another's, a problem's folder to the project's
# dist/, a program file), and an extension in capitals (.C, as
# Windows' judges take it); each name must be shown to the byte, told
# apart, scored alone, each link named and left out; the CSV begins
# with a byte order mark, for Excel.  Then a contest
# where everyone scores 0 keeps its rank column, and is judged again
# when the box counts runs another way (CGROUPS=0, where cgroups
# count).
contest_attacks() {
	local to=$dir/attacks/source right wrong broken got row long p
	p=$(attacked_problem)	# no slug in tools/: a problem is a folder
	right=$dir/lemon/source/li_si/$p.c
	wrong=$dir/lemon/source/zhao/$p.c
	broken=$dir/lemon/source/wang_wu/$p/$p.c
	long=$(printf 'x%.0s' {1..61})
	mkdir -p "$to/mallory " "$to/alice" "$to/oscar" "$to/trent" \
		"$dir/zeros/source/wang_wu"
	for who in mallory " dave" $'al\u200bice' $'\u202eecila' \
		$'\uff41\uff4c\uff49\uff43\uff45' "${long}a"; do
		mkdir -p "$to/$who" && cp "$right" "$to/$who/"
	done
	mkdir -p "$to/${long}b" && cp "$wrong" "$to/${long}b/"
	mkdir -p "$to/upper" && cp "$right" "$to/upper/$p.C"
	ln -s mallory "$to/eve"
	ln -s "$PWD/dist" "$to/oscar/$p"
	ln -s "../mallory/$p.c" "$to/trent/"
	cp "$broken" "$dir/zeros/source/wang_wu/"
	got=$(BUDGET=2 CSV=$dir/attacks.csv \
		HTML=$dir/attacks.html "$here/../front/contest" --kept "$dir/kept" \
		"$dir/attacks" 2>&1)
	[[ $got == *"0 programs to judge"* ]] || contest_fail "the" \
		"attacks were judged again: $(grep -m1 judge <<<"$got")"
	for row in 'mallory\x20",' '"mallory","100"' '\x20dave","100"' \
		'"alice","0"' 'al\xe2\x80\x8bice","100"' \
		'\xe2\x80\xaeecila","100"' '\xef\xbd\x81' \
		"\"${long}a\",\"100\"" "\"${long}b\",\"0\"" \
		'"oscar","0"' '"trent","0"' '"upper","100"'; do
		grep -qF -- "$row" "$dir/attacks.csv" || contest_fail \
			"the attacks' CSV has no row with $row"
		grep -qF -- "${row//\"/}" "$dir/attacks.html" ||
			grep -qF -- "${row%%\"*}" "$dir/attacks.html" ||
			contest_fail "the attacks' page lacks ${row%%\"*}"
	done
	for row in eve "oscar/$p/$p.c" "trent/$p.c"; do
		[[ $got == *"/$row: a link, or in a linked folder: left"* ]] ||
			contest_fail "the link $row was not named as left out"
	done
	[[ $(grep -c . "$dir/attacks.csv") == 13 ]] || contest_fail \
		"the attacks' CSV is not 12 rows:" \
		"$(head -c 600 "$dir/attacks.csv")"
	[[ $got == *$'\n   1  mallory '* && $got != *$'\n'*[0-9]'  eve '* ]] ||
		contest_fail "the attacks' table: $(head -c 600 <<<"$got")"
	[[ $(head -c 3 "$dir/attacks.csv") == $'\xef\xbb\xbf' ]] ||
		contest_fail "the CSV does not begin with a byte order mark"
	contest_zeros
}

# contest_zeros: everyone scores 0, and the rank column stays; the same
# contest counted another way is judged again where that way differs;
# under make -C (CONTEST_FROM), DIR and CSV are read from where make
# was started; WHO= and P= judge a cell again.
contest_zeros() {
	local got again=0
	got=$(CSV=$dir/zeros.csv \
		"$here/../front/contest" --kept "$dir/kept" "$dir/zeros" 2>&1)
	[[ $(tail -n1 "$dir/zeros.csv") == \
		'"1","wang_wu","0","0","compile error"' &&
		$got == *$'\n   1  wang_wu '* ]] || contest_fail "all at 0," \
		"the rank is lost: $(cat "$dir/zeros.csv") $got"
	[[ $("$here/../../build/tools/sandbox" --probe) == *"(cgroups)"* ]] &&
		again=1
	got=$(CGROUPS=0 "$here/../front/contest" --kept "$dir/kept" \
		"$dir/zeros" 2>&1)
	[[ $got == *"$again program"*" to judge, $((1 - again)) judged"* ]] ||
		contest_fail "CGROUPS=0 after a counted run: $(grep -m1 \
		judge <<<"$got") (not $again to judge)"
	CONTEST_FROM=$dir/ CSV=from.csv \
		"$here/../front/contest" --kept "$dir/kept" zeros >/dev/null 2>&1
	[[ -f $dir/from.csv ]] || contest_fail "with CONTEST_FROM, DIR and" \
		"CSV were not read from there"
	# WHO= and P=: that cell judged again, whatever is kept; its page
	# says when; a contestant or problem not there, an error
	got=$(WHO=wang_wu P=$(attacked_problem) HTML=$dir/zeros.html \
		"$here/../front/contest" --kept "$dir/kept" "$dir/zeros" 2>&1)
	if [[ $got != *"1 program to judge, 0 judged before"* ]] ||
		! grep -q '>Judged 2[0-9-]* [0-9:]* UTC\.<' "$dir/zeros.html"
	then
		contest_fail "WHO= and P= did not judge the cell again, or" \
			"its page says not when: $(grep -m1 judge <<<"$got")"
	fi
	for got in WHO=nobody P=no_such_problem; do
		env "$got" "$here/../front/contest" --kept "$dir/kept" \
			"$dir/zeros" >/dev/null 2>&1
		(( $? == 2 )) || contest_fail "$got, not in the contest:" \
			"no usage error"
	done
}

runs 160 check_contest --if tools
