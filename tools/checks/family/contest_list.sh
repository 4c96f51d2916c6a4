# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work: tools/checks/test's, which
# sources this file
# contest list: the contest's own list decides the columns (tools/front/
# contest.d/list.sh), on the contest family's folders (family/
# contest.sh, run first: its programs judged and kept): contest.yaml's
# problems, in its order and under its names, a program of no listed
# problem named and left out (a slug the list calls by another name
# told so), its title on the page, a language's time in the key (a new
# ratio judges again); a wrong line named with its number; LemonLime's
# JSON contest file read for its title and tasks; without a list, the
# columns found said once; two runs at once (list_twice).
list_fail() { list_bad=$((list_bad + 1)); line FAIL "contest list" "$*"; }
check_contest_list() {
	local list_bad=0 dir=$work/contest got to p head renamed slug other
	local stray
	[[ -d $dir/lemon/source && -d $dir/kept ]] || return 0
	# from tests/common/contest/students (no slug in tools/): the
	# problem its contest renames (chess), zhao's scored one, and one of
	# 张三's that the list leaves out
	read -r renamed slug < <(awk '$2 != $4 && $3 != "-" && NF >= 4 &&
		!/^#/ { print $2, $4; exit }' tests/common/contest/students)
	other=$(awk '$1 == "zhao" && $3 ~ /^[1-9]/ { print $2; exit }' \
		tests/common/contest/students)
	stray=$(awk -v r="$renamed" -v o="$other" -v a="$(attacked_problem)" \
		'$1 == "张三" && $2 != r && $2 != o && $2 != a { print $2; exit }' \
		tests/common/contest/students)
	to=$dir/listed
	rm -rf "$to" && mkdir -p "$to" && cp -R "$dir/lemon/source" "$to/" ||
		return 0
	cp "$to/source/张三/$stray.c" "$to/source/li_si/"	# not listed
	cp "$to/source/li_si/$renamed.c" "$to/source/li_si/$slug.c"
	printf '%s\n' '# a mock contest' 'title: 冬季 <模拟> 3' 'problems:' \
		"  $other: $other   # its own name" "  $renamed: $slug" \
		'time:' '  py: 3' >"$to/contest.yaml"
	got=$(BUDGET=2 CSV=$to/out.csv HTML=$to/page.html \
		"$here/../front/contest" --kept "$dir/kept" "$to" 2>&1) ||
		list_fail "make contest failed with a contest.yaml: ${got:0:300}"
	head=$(head -n 1 "$to/out.csv" | tr -d '\r')
	[[ $head == *"rank,contestant,total,$other,$other why,$renamed,"* ]] ||
		list_fail "contest.yaml's columns, in its order: not the CSV's" \
			"header: $head"
	for p in "$stray is not one of contest.yaml's problems: left out" \
		"$slug is not one of contest.yaml's problems (it names this" \
		"the columns, as contest.yaml lists them: $other $renamed" \
		"0 programs to judge"; do
		[[ $got == *"$p"* ]] || list_fail "make contest did not say" \
			"'$p': ${got:0:400}"
	done
	grep -qF '冬季 &lt;模拟&gt; 3' "$to/page.html" ||
		list_fail "the page has not contest.yaml's title, escaped"
	# a language's time decides its verdicts: C given twice its time,
	# the C program is judged again
	printf '%s\n' 'problems:' "  $other: $other" 'time:' '  c: 2' \
		>"$to/contest.yaml"
	got=$(BUDGET=2 "$here/../front/contest" --kept "$dir/kept" "$to" 2>&1)
	[[ $got =~ [1-9][0-9]*\ programs?\ to\ judge,\ 0\ judged ]] ||
		list_fail "a new time ratio for C judged nothing again:" \
			"$(grep -m1 judge <<<"$got")"
	list_wrong "$to"
	list_cdf "$to"
	list_twice "$to"
	summary "contest list" $(( list_bad == 0 )) $(( list_bad > 0 )) \
		"contest.yaml decides the columns, names, order, title and" \
		"times; LemonLime's contest file read; two runs at once and" \
		"one stopped by Ctrl-C judge nothing twice; stale said"
}

# list_wrong DIR: contest.yaml's wrong lines, each a usage error naming
# its line.
list_wrong() {
	local bad got
	for bad in 'problems:\n  chess: nosuch' \
		"problems:\\n  chess: $other\\n  chess: $other" \
		"problems:\\n  chess: $other\\ntime:\\n  c: 0" 'title:' \
		"problems:\\n  chess: $other\\nlimits: 3" \
		"problems:\\n\\tchess: $other"; do
		printf '%b\n' "$bad" >"$1/contest.yaml"
		got=$("$here/../front/contest" --kept "$work/none" "$1" 2>&1)
		(( $? == 2 )) && [[ $got == *"contest.yaml, line "[1-9]* ]] &&
			continue
		list_fail "contest.yaml '${bad//\\n/ | }': no usage error" \
			"naming its line: ${got:0:200}"
	done
	rm -f "$1/contest.yaml"
}

# list_cdf DIR: LemonLime's JSON contest file (no contest.yaml): its
# title and its tasks' file names are the columns; without either file,
# the columns found are said.
list_cdf() {
	local got
	got=$(BUDGET=2 "$here/../front/contest" --kept "$dir/kept" "$1" 2>&1)
	[[ $got == *"no contest.yaml: the columns are the problems found:"* ]] ||
		list_fail "without a list, the columns found were not said"
	printf '%s\n' '{' '    "contestTitle": "NOIP mock",' '    "tasks": [' \
		"        { \"problemTitle\": \"A\", \"sourceFileName\": \"$renamed\" }," \
		"        { \"problemTitle\": \"B\", \"sourceFileName\": \"$other\" }" \
		'    ],' '    "contestants": []' '}' >"$1/mock.cdf"
	got=$(BUDGET=2 HTML=$1/cdf.html "$here/../front/contest" \
		--kept "$dir/kept" "$1" 2>&1)
	if [[ $got != *"the columns, as mock.cdf lists them: $renamed $other"* ]] ||
		! grep -qF '<h1>NOIP mock</h1>' "$1/cdf.html"; then
		list_fail "LemonLime's mock.cdf: not its columns and title:" \
			"${got:0:300}"
	fi
	rm -f "$1/mock.cdf"
}

runs 161 check_contest_list --if tools

# list_twice DIR: two runs at once judge each program once (the kept
# folder's journal: a line a judgement); a run stopped by Ctrl-C leaves
# no claim and no half-made folder; a problem whose digest changed is
# said stale, with its count.
list_twice() {
	local kept=$work/kept.twice got a pid i
	a=$(attacked_problem)
	printf '%s\n' 'problems:' "  $a: $a" >"$1/contest.yaml"
	# stopped as Ctrl-C stops it, by the signal a terminal sends its
	# group (TERM: a background job started without job control
	# ignores INT, so make test may run with INT ignored; both take the
	# same way out, make_work's trap)
	# once it holds a claim (judging a program), 10 s at most
	( set -m; BUDGET=2 "$here/../front/contest" --kept "$kept" "$1" \
		>/dev/null 2>&1 & pid=$!
	  for ((i = 0; i < 100; i++)); do
		compgen -G "$kept/.*.claim" >/dev/null && break
		sleep 0.1
	  done
	  kill -TERM -- -"$pid"
	  wait "$pid"; echo $? >"$work/twice.status" ) 2>/dev/null
	[[ $(cat "$work/twice.status") == 143 ]] || list_fail "a contest" \
		"run was not stopped by a signal: status $(cat \
		"$work/twice.status")"
	[[ -z $(find "$kept" -mindepth 1 -maxdepth 1 -name '.*' \
		! -name .digests) ]] || list_fail "a run stopped by Ctrl-C" \
		"left $(find "$kept" -mindepth 1 -maxdepth 1 -name '.*' |
		head -n 3 | tr '\n' ' ')"
	BUDGET=2 "$here/../front/contest" --kept "$kept" "$1" >/dev/null 2>&1 &
	BUDGET=2 "$here/../front/contest" --kept "$kept" "$1" >/dev/null 2>&1
	wait
	# (a run that claims a program as the other keeps it lets go)
	[[ -z $(find "$kept" -mindepth 1 -maxdepth 1 -name '.*' \
		! -name .digests) ]] || list_fail "two runs at once left" \
		"$(find "$kept" -mindepth 1 -maxdepth 1 -name '.*' | head -n 3 |
		tr '\n' ' ')"
	got=$(cut -d' ' -f2 "$kept/journal" | sort | uniq -d)
	[[ -z $got ]] || list_fail "two runs at once judged a program twice" \
		"(or again after Ctrl-C): $(head -c 200 <<<"$got")"
	[[ $(cut -d' ' -f2 "$kept/journal" | sort -u | wc -l) -ge 3 ]] ||
		list_fail "the two runs did not judge the problem's programs"
	# a problem's digest as another's was: its programs said stale
	sed -i "s/^$a .*/$a 0/" "$kept/.digests"
	rm -rf "${kept:?}/$(tail -n 1 "$kept/journal" | cut -d' ' -f2)"
	got=$(BUDGET=2 "$here/../front/contest" --kept "$kept" "$1" 2>&1)
	[[ $got == *"$a's tests or solution changed: 1 program's verdict"* ]] ||
		list_fail "a changed problem was not said stale: ${got:0:300}"
	rm -f "$1/contest.yaml"
}
