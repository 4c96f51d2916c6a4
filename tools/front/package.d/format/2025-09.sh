# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # tools/front/package's variables: it
# sources this file
# 2025-09: the problem package format's version of that name, as
# BAPCtools reads it (problemtools' stable release reads legacy and
# 2023-07-draft only); dist/package-2025-09/.  What every format file
# gives, tools/front/package's header says.
format_about="the 2025-09 problem package format (BAPCtools)"
statement_folder=statement
validator_folder() { echo output_validator; }

# write_metadata: problem.yaml, the name in each statement's language
# (its \problemname), source as name and url, limits.time_limit; and
# the flags of the default output validator in each group's
# test_group.yaml (a checker ignores them, but BAPCtools reads
# case_sensitive: it then expects no swapped case to be accepted).
write_metadata() {
	local tex group
	{ echo "problem_format_version: 2025-09"
	  if scored; then
		[[ $compare == interactive ]] &&
			echo "type: [scoring, interactive]" || echo "type: scoring"
	  elif [[ $compare == interactive ]]; then
		echo "type: interactive"
	  fi
	  echo "name:"
	  for tex in "$tests"/statement.*.tex; do
		echo "  $(statement_language "$tex"): $(statement_title "$tex")"
	  done
	  echo "uuid: $(field uuid)"
	  echo "source:"
	  echo "  name: $(field source)"
	  [[ -n $(field source_url) ]] && echo "  url: $(field source_url)"
	  echo "license: $(field license)"
	  echo "rights_owner: $(field rights_owner)"
	  printf 'limits:\n  time_limit: %s\n  memory: %d\n  output: %d\n' \
		"$(seconds "$limit_ms")" "$limit_mib" "$out_cap_mib"
	} >"$pkg/problem.yaml"
	for group in sample secret; do
		(( ${#flags[@]} )) || continue
		(IFS=,; echo "output_validator_args: [${flags[*]}]") \
			>"$pkg/data/$group/test_group.yaml"
	done
}

# shown_sample BASE IN: a sample shown by its exchange keeps its input
# and answer as BASE.in.download and .ans.download, as the format asks.
shown_sample() {
	cp "$2" "$1.in.download"
	cp "${2%.in}.out" "$1.ans.download"
}

# extra_data: a checker's outputs to accept and to reject
# (data/valid_output/, data/invalid_output/: NAME.in, .ans and .out);
# an interactive problem's answers empty (bt validate fails on any
# other: the interactor then checks no start's value).
extra_data() {
	local group in ans
	for group in valid_output invalid_output; do
		[[ -d $tests/$group ]] || continue
		mkdir -p "$pkg/data/$group"
		for in in "$tests/$group"/*.in; do
			cp "$in" "${in%.in}".{ans,out} "$pkg/data/$group/" ||
				exit 2
		done
		cp "$pkg/data/secret/test_group.yaml" "$pkg/data/$group/"
	done
	[[ $compare == interactive ]] || return 0
	for ans in "$pkg"/data/*/*.ans; do
		[[ -e $ans ]] && : >"$ans"
	done
}

# score_layout: a scored package's groups, secret/groupK/ (K its place
# in judging.groups), each with max_score its points and pass-fail
# within; a score a test leaves secret/ flat, max_score 100 summed, a
# test 100/N.
score_layout() {
	local in dir k
	scored && [[ $scoring == groups ]] || return 0
	for in in "$pkg"/data/secret/*.in; do
		group_of -v k "$in"
		dir=$pkg/data/secret/group${k% *}
		mkdir -p "$dir" && mv "$in" "${in%.in}.ans" "$dir/"
		[[ -e $dir/test_group.yaml ]] && continue
		echo "max_score: ${k#* }" >"$dir/test_group.yaml"
		[[ -e $pkg/data/secret/test_group.yaml ]] &&
			cat "$pkg/data/secret/test_group.yaml" \
				>>"$dir/test_group.yaml"
	done
}

# score_range POINTS: the score submissions.yaml gives, which must equal
# the submission's own: POINTS when whole, else the range of the nine
# places cut.
score_range() {
	local cut=${1#*.}
	[[ $1 == *.* ]] || { echo "$1"; return; }
	cut=$((10#$cut + 1))
	printf '[%s, %d.%09d]\n' "$1" $((${1%.*} + cut / 1000000000)) \
		$((cut % 1000000000))
}

# place_submission KIND SOURCE POINTS: SOURCE in submissions/KIND/,
# without DOMjudge's verdict tag (the folder gives the verdict; BAPCtools
# warns of the tag), and the POINTS it earns in submissions.yaml.
place_submission() {
	mkdir -p "$pkg/submissions/$1"
	grep -v '@EXPECTED_RESULTS@' "$2" >"$pkg/submissions/$1/${2##*/}"
	[[ -n $3 ]] && printf '%s:\n  score: %s\n' "$1/${2##*/}" \
		"$(score_range "$3")" >>"$pkg/submissions/submissions.yaml"
	return 0
}

# closing_note: a scored zip is no package for DOMjudge, which reads no
# 2025-09 score (max_score, submissions.yaml's score), so it would judge
# every group worth nothing, silently, and its importer stops on a type
# of two values ([scoring, interactive]): one line names the legacy zip,
# scored the same in the terms DOMjudge reads.
closing_note() {
	scored || return 0
	local why="it reads no 2025-09 score, so the problem would score 0"
	[[ $compare == interactive ]] && why="its importer stops on"
	[[ $compare == interactive ]] && why+=" type: [scoring, interactive]"
	echo "package: for DOMjudge, take dist/package/$name.zip (make" \
		"package P=$slug, legacy), scored the same: $why"
}
