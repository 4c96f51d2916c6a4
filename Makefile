# The tic-tac-toe family: solutions in src/, tests in tests/, tools in tools/.
# `make help` lists the targets.

SLUGS := $(sort $(basename $(notdir $(wildcard src/*.c))))
ifneq ($(P),)
  ifeq ($(filter $(P),$(SLUGS)),)
    $(error unknown problem P=$(P); the problems are: $(SLUGS))
  endif
endif
PROBLEMS := $(if $(P),$(P),$(SLUGS))

# The judges' flags; warnings are errors.
WARN     := -Wall -Wextra -Wpedantic -Werror
CFLAGS   := -std=c99 -O2 $(WARN)
SANFLAGS := -std=c99 -O1 -g -fsanitize=address,undefined \
            -fno-sanitize-recover=all $(WARN)
CLANG    := $(shell command -v clang 2>/dev/null)
DEPFLAGS  = -MMD -MP -MF build/dep/$(subst /,_,$@).d

TOOLS     := build/tools/sandbox build/tools/compare build/tools/bundle \
             build/tools/fuzz
# Sanitizers exit with status 1 by default, which looks like a rejection.
export ASAN_OPTIONS  := exitcode=86
export UBSAN_OPTIONS := exitcode=87:print_stacktrace=1
SELFTESTS := $(patsubst tools/selftest/%.c,build/selftest/%,\
               $(wildcard tools/selftest/*.c))
RECIPES   := $(foreach p,$(PROBLEMS),$(wildcard tests/$p/recipes))
# Solutions whose picture tests/picture.c checks against their encoding.
PICTURES  := $(filter src/yishuang_muqi.c,$(PROBLEMS:%=src/%.c))
GENERATED := $(RECIPES:%/recipes=%)

.PHONY: all test check run regen bundle stress bench fuzz clean help
.DELETE_ON_ERROR:

all: $(SLUGS:%=bin/%) $(TOOLS)

help:
	@echo 'make                  build every solution as bin/<slug>'
	@echo 'make test [P=<slug>]  build, then judge every test (one problem with P)'
	@echo 'make run P=<slug> [IN=file]'
	@echo '                      build one solution and run it on IN'
	@echo '                      (default: tests/<slug>/sample-1.in)'
	@echo 'make check [P=<slug>] judge every test again with address and'
	@echo '                      undefined-behaviour sanitizers, and with a'
	@echo '                      clang -std=c11 build when clang is installed;'
	@echo '                      check that generated tests match their recipes'
	@echo 'make regen [P=<slug>] rewrite the generated tests from tests/<slug>/recipes'
	@echo 'make bundle           write dist/<slug>.c, one file to submit, and check'
	@echo '                      that each compiles alone without a warning'
	@echo 'make stress P=<slug> [N=1000] [SEED=s]'
	@echo '                      N random cases, solution against brute force;'
	@echo '                      saves the first failing case as a test'
	@echo 'make bench [P=<slug>] the worst cases (tests/<slug>/max-*.in): time,'
	@echo '                      memory and instructions against the limits'
	@echo 'make fuzz [P=<slug>] [N=1000] [SEED=s]'
	@echo '                      N mutated inputs per problem against the'
	@echo '                      sanitizer build: an answer, or one line and exit 1'
	@echo 'make clean            remove everything built'
	@echo 'problems: $(SLUGS)'

bin/%: src/%.c
	@mkdir -p $(@D) build/dep
	$(CC) $(CFLAGS) $(DEPFLAGS) -o $@ $<

bin/asan/%: src/%.c
	@mkdir -p $(@D) build/dep
	$(CC) $(SANFLAGS) $(DEPFLAGS) -o $@ $<

bin/clang/%: src/%.c
	@mkdir -p $(@D) build/dep
	$(CLANG) -std=c11 -O2 $(WARN) $(DEPFLAGS) -o $@ $<

build/tools/%: tools/%.c
	@mkdir -p $(@D) build/dep
	$(CC) $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/selftest/%: tools/selftest/%.c
	@mkdir -p $(@D) build/dep
	$(CC) $(CFLAGS) $(DEPFLAGS) -o $@ $<

# A bundle: board.h inlined, only what the solution uses (tools/bundle.c).
dist/%.c: src/%.c $(wildcard src/*.h) build/tools/bundle
	@mkdir -p $(@D)
	build/tools/bundle $< > $@

bin/dist/%: dist/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $<

# Each bundle compiles alone, C99 and C11, gcc and clang, with no warning.
build/bundle/%.ok: dist/%.c
	@mkdir -p $(@D)
	@for std in c99 c11; do \
	  for cc in $(CC) $(CLANG); do \
	    $$cc -std=$$std -O2 -Wall -Wextra -Werror -c -o /dev/null $< \
	      || exit 1; \
	  done; \
	done
	@touch $@

bundle: $(SLUGS:%=dist/%.c) $(SLUGS:%=build/bundle/%.ok)
	@echo 'dist/: $(SLUGS:%=%.c) compile alone: $(CC)$(if $(CLANG), and clang), -std=c99 and -std=c11'

build/tests/%: tests/%.c
	@mkdir -p $(@D) build/dep
	$(CC) $(CFLAGS) $(DEPFLAGS) -o $@ $<

test: $(PROBLEMS:%=bin/%) $(PROBLEMS:%=dist/%.c) $(PROBLEMS:%=bin/dist/%) \
      $(PROBLEMS:%=build/bundle/%.ok) $(TOOLS) $(if $(P),,$(SELFTESTS)) \
      $(PICTURES:%=build/tests/picture)
	@$(if $(P),,tools/selftest.sh build/selftest)
	@$(foreach f,$(PICTURES),build/tests/picture $f &&) true
	@tools/judge $(foreach p,$(PROBLEMS),src/$p.c bin/$p tests/$p \
	  dist/$p.c bin/dist/$p tests/$p)

check: $(PROBLEMS:%=bin/asan/%) $(if $(CLANG),$(PROBLEMS:%=bin/clang/%)) \
       $(TOOLS) $(GENERATED:tests/%=build/tests/%/gen) \
       $(GENERATED:tests/%=build/tests/%/brute)
	@for d in $(GENERATED); do \
	  tools/regen --check $$d build/$$d/gen build/$$d/brute || exit 1; \
	done
ifeq ($(CLANG),)
	@echo 'clang is not installed: the clang -std=c11 build is skipped'
else
	@echo '== clang -std=c11 build'
	@tools/judge -q $(foreach p,$(PROBLEMS),src/$p.c bin/clang/$p tests/$p)
endif
	@echo '== sanitizers (address, undefined)'
	@tools/judge --sanitizers \
	  $(foreach p,$(PROBLEMS),src/$p.c bin/asan/$p tests/$p)

IN ?= tests/$(P)/sample-1.in
run: $(if $(P),bin/$(P))
	@test -n '$(P)' || { echo 'make run needs P=<slug>: $(SLUGS)' >&2; exit 2; }
	@test -f '$(IN)' || { echo 'make run: no input file $(IN)' >&2; exit 2; }
	@bin/$(P) < '$(IN)'

regen: $(GENERATED:tests/%=build/tests/%/gen) \
       $(GENERATED:tests/%=build/tests/%/brute)
	@for d in $(GENERATED); do \
	  tools/regen $$d build/$$d/gen build/$$d/brute || exit 1; \
	done

N ?= 1000
SEED ?= $(shell date +%s)
stress: $(if $(P),bin/$(P) build/tests/$(P)/gen build/tests/$(P)/brute) \
        $(TOOLS)
	@test -n '$(P)' || { echo 'make stress needs P=<slug>: $(SLUGS)' >&2; exit 2; }
	@tools/stress $(P) $(N) $(SEED)

fuzz: $(PROBLEMS:%=bin/asan/%) $(TOOLS)
	@status=0; for p in $(PROBLEMS); do \
	  build/tools/fuzz bin/asan/$$p $(N) $(SEED) tests/$$p/*.in \
	    || status=1; \
	done; exit $$status

bench: $(PROBLEMS:%=bin/%) $(TOOLS)
	@tools/bench $(PROBLEMS)

clean:
	rm -rf bin build dist

-include $(wildcard build/dep/*.d)
