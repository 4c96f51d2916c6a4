/*
 * sandbox: run a program under a judge's limits and report what it used.
 *
 *   sandbox [--keep-files] --time CPU_MS --memory MEM_MIB --output OUT_MIB
 *           [--in IN] [--out OUT] [--err ERR] [--dir DIR] [--file NAME]
 *           [--] PROG [ARG...]
 *   sandbox --time ... --tests LIST [--stop] [--rule RULE] --out OUT
 *           --err ERR [--dir DIR] [--file NAME] [--] PROG ...
 *   sandbox --time ... --in IN --expect EXPECTED [--rule RULE] --out OUT
 *           --err ERR [--dir DIR] [--file NAME] [--] PROG ...
 *   sandbox --time ... --in IN --expect EXPECTED --given WRITTEN
 *           [--rule RULE] --out OUT
 *   sandbox --probe
 *
 * PROG runs with stdin from IN (- for our own stdin, as an interactive
 * run has it: tools/core/interact.c), its stdout and stderr copied into
 * OUT and ERR (- for our own stdout and stderr, the line below following
 * what it wrote; at most OUT_MIB each; each /dev/null unless given),
 * in a box of its own
 * (tools/core/box.h: a root of its own holding the system's read-only
 * folders and an empty tmpfs of OUT_MIB, its folder), its whole run
 * counted (tools/core/account.h; without a cgroup, held to one process
 * whose memory PID 1 watches: watch()).  CGROUPS=0 in the environment:
 * no cgroup even where one may be made.
 * --keep-files: the folder DIR itself is its folder, and what it writes
 * stays there (for a compiler); else DIR only says nothing (or "-").
 * --file NAME (boxed, not with --keep-files): input and output through
 * files, as NOIP's judges give them: IN is NAME.in in the program's
 * folder, its stdin and stdout are /dev/null, and its output is the
 * NAME.out it leaves there, a plain file (nothing if it leaves none),
 * which PID 1 copies into OUT once every process of the run is gone.
 *
 *   CPU_MS   CPU time of the whole run, every process of it, user + sys
 *   wall     3 x CPU_MS + 200 ms of the program running or sleeping,
 *            counted from its start; time it spent runnable but waiting
 *            for a core is the machine's, and time we took to copy its
 *            output (a program blocks on a full pipe meanwhile) is
 *            ours: both left out
 *   MEM_MIB  memory of the whole run (0: not judged, as under sanitizers,
 *            which map terabytes of shadow); the address space of each
 *            process is also held to 2 x MEM_MIB + 64 MiB, and the stack
 *            may grow to MEM_MIB, as on Luogu and Codeforces
 *   OUT_MIB  stdout, stderr and any file written
 * The run ends when the program ends: whatever it started is killed.
 * One line goes to stdout:
 *   VERDICT CODE CPU_MS PEAK_KIB WALL_US END
 * by the one rule of how a run ended, which every tool uses (outcome()
 * below): OLE, MLE, TLE, BUSY, RE (CODE the signal) or EXIT (ended by
 * itself with status CODE, which with its output is the caller's to
 * judge).  BUSY: the machine gave the program no CPU for ten times its
 * wall budget, three runs in a row; never the program's failure.  END
 * says how the run ended: ended (by itself), cpu, idle (over the wall
 * budget: asleep or waiting for input), starved, output.  Exit status 0
 * when that line, or the records, were printed, 2 on a usage or system
 * error.
 *
 * --expect EXPECTED: the run is a test, judged by the one rule
 * (tools/core/verdict.h's decide()) against EXPECTED (NAME.out, the
 * expected output; NAME.err, an expected rejection; -, either), and
 * one record goes to stdout in place of the line, its fields named,
 * separated by tabs, in this order:
 *   verdict=AC outcome=EXIT code=0 cpu_ms=1 peak_kib=1328
 *   wall_us=1470 end=ended in=IN detail=TEXT
 * (outcome, code, cpu_ms, peak_kib, wall_us and end: the line above;
 * detail: what a person reads after the verdict, escaped, possibly
 * empty).  RULE, how an output is judged: tokens, exact, lines (the
 * default: compare.h), checker=CHECKER (after an exit 0, CHECKER runs
 * as problemtools runs an output validator, `CHECKER IN EXPECTED
 * FEEDBACK < OUT`, tests/common/checker.h: by us again, plain, under
 * --judge-time MS and --judge-memory MIB, 10000 and 1024 unless given)
 * or interactor=INTERACTOR (PROG plays against it through tools/core/
 * interact.c, which runs both sides; the interactor under the same
 * limits as a checker; an expected rejection is PROG's alone, no
 * game).  FEEDBACK, the checker's or interactor's folder, is
 * OUT.feedback, made anew (the game's exchange in its interaction).
 * --given WRITTEN: no program runs; WRITTEN is judged as the output of
 * a run that exited 0 within every limit, saying nothing (a checker's
 * own tests); OUT only says where FEEDBACK goes.
 * --tests LIST: the same for each test of LIST, a line each, IN, a tab
 * and EXPECTED, one process for them all, a record each; the nth
 * test's FEEDBACK is OUT.n.feedback, kept for the caller.  --stop: no
 * test after the first whose verdict is not AC.
 *
 * How it works: four processes a boxed run, each with one job.
 *
 *   sandbox, the supervisor  counts, copies the output, kills
 *     |  fork; pipes: stdout and stderr (copied into OUT and ERR, each
 *     |  capped), report (to us: "u", PID 1's pid, a failure), go (from
 *     |  us), memo (PID 1's count, where no cgroup counts)
 *     v
 *   child    a session of its own; unshares the user, mount, PID, net,
 *     |      IPC, UTS and cgroup namespaces and says "u"; waits for go
 *     |      (we map its user and put it in the run's cgroup first);
 *     |      opens IN and PROG (sealed copies), builds the box (box.h),
 *     |      then ends as the program ended
 *     v
 *   PID 1    enters the box, forks the program, reaps every orphan;
 *     |      when the program ends, kills all that is left in its PID
 *     |      namespace and reports the program's wait status (run_init)
 *     v
 *   PROG     its limits, no capability, the seccomp filter, then exec
 *
 * Who kills whom: we kill PID 1 (and with it every process of the run)
 * when a limit runs out, when we are interrupted or ended (on_stop);
 * PID 1 kills whatever the program left.  Plain (ISOLATE=0), the
 * program is a process group of its own, which we kill, and it dies
 * with us (PR_SET_PDEATHSIG).  A run's CPU and memory are its cgroup's
 * (account.h), or, without one, what PID 1 watches of the program, held
 * to one process (watch()).
 *
 * ISOLATE=0 in the environment: no box (the program runs as the caller,
 * in DIR, with the caller's environment), for a kernel that refuses
 * namespaces or code one trusts; still counted and killed as a whole.
 * --probe: one line a promise (isolated, counted), exit status 0 when
 * runs can be isolated.  Linux only.
 */
#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "account.h"
#include "box.h"
#include "test_files.h"

enum { TICK_MS = 10, WATCH_MS = 5, TRIES = 3, STARVED_FACTOR = 10 };

static long cpu_ms, mem_mib, out_mib;
static int isolated = 1, keep_files, counted;
/* the caller is root: mapped to nobody, groups dropped */
static pid_t supervisor;	/* our pid: the child's parent */
static int by_root;
static int one_process;	/* no cgroup counts it: box_filter(1) */
static int memo_fd = -1;	/* in PID 1: what it measured, to us */
static char *args_start, *args_end;	/* our command line's bytes */
static long static_kib;	/* what the program's file asks for, in KiB */
static int report_fd = -1;	/* in the children: to the supervisor */
static char *io_file;	/* --file NAME: NAME.in and NAME.out */

/* How a run ended, and what it used. */
enum end { ENDED, KILLED_CPU, KILLED_IDLE, KILLED_STARVED, KILLED_OUTPUT };
static const char *const end_name[] = {
	"ended", "cpu", "idle", "starved", "output"
};
struct run {
	enum end end;
	int status;		/* the program's wait status, when ENDED */
	long cpu_ms, peak_kib, wall_us;
	int oom;
	int broken;		/* the sandbox failed, and said why */
};

/* The supervisor's side of a run. */
static struct {
	pid_t child, top;	/* top: PID 1 of the box, or the child */
	int reaped;		/* the child is reaped: its pids are free */
	int out_r, err_r, pidfd;
	int out, err;		/* the files OUT and ERR */
	long long out_sum, err_sum;	/* bytes copied into each */
	int in_fd, prog_fd;	/* sealed copies of IN and PROG, or -1 */
	int memo_r;		/* PID 1's struct memo comes on it */
	long long started, last_tick;
	long long setup_us;	/* CPU the box's making took, not the run's */
	long long waited_us;	/* the most one process waited for a core */
	long long blocked_us;	/* time its output waited for us */
} s;

/* In a child, before the program runs: the reason goes to the
 * supervisor, which says it and exits 2. */
static void box_die(const char *what)
{
	char line[512];
	int n = snprintf(line, sizeof line, "e%s: %s\n", what,
			 strerror(errno));

	if (report_fd < 0 || write(report_fd, line, (size_t)n) < 0)
		fprintf(stderr, "sandbox: %s", line + 1);
	_exit(2);
}

static void die(const char *what)
{
	fprintf(stderr, "sandbox: %s: %s\n", what, strerror(errno));
	exit(2);
}

static long long now_us(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static void limit(int resource, rlim_t value)
{
	struct rlimit r;

	r.rlim_cur = r.rlim_max = value;
	if (setrlimit(resource, &r) != 0)
		box_die("setrlimit");
}

/* The program's limits per process (the run's are the cgroup's): CPU a
 * second past the limit as a last stop, the address space, file size,
 * no core, the stack. */
static void set_limits(void)
{
	limit(RLIMIT_CPU, (rlim_t)(cpu_ms / 1000 + 2));
	if (mem_mib > 0)
		limit(RLIMIT_AS, (rlim_t)(2 * mem_mib + 64) << 20);
	limit(RLIMIT_FSIZE, (rlim_t)out_mib << 20);
	limit(RLIMIT_CORE, 0);
	if (one_process)	/* each POSIX timer holds a queued signal */
		limit(RLIMIT_SIGPENDING, 256);
	if (mem_mib > 0) {
		struct rlimit r;
		if (getrlimit(RLIMIT_STACK, &r) != 0)
			box_die("getrlimit");
		r.rlim_cur = (rlim_t)mem_mib << 20;
		if (r.rlim_max != RLIM_INFINITY && r.rlim_cur > r.rlim_max)
			r.rlim_cur = r.rlim_max;
		if (setrlimit(RLIMIT_STACK, &r) != 0)
			box_die("setrlimit");
	}
}

/* Closes every descriptor from first up. */
static void close_from(int first)
{
	int fd, top = (int)sysconf(_SC_OPEN_MAX);

	if (syscall(SYS_close_range, first, ~0U, 0) == 0)
		return;
	for (fd = first; fd < (top > 0 ? top : 65536); fd++)
		close(fd);
}

/* Puts fd at the descriptor number at, close-on-exec or not; fd is moved
 * above the low numbers first, so that none is overwritten unread. */
static void place(int fd, int at, int cloexec)
{
	int high = fcntl(fd, F_DUPFD_CLOEXEC, 64);

	if (high < 0 || dup2(high, at) != at
	    || fcntl(at, F_SETFD, cloexec ? FD_CLOEXEC : 0) != 0)
		box_die("descriptors");
	close(high);
}

/* The environment of a boxed program: fixed, the sanitizers' options
 * (our own builds' exit statuses) the only thing passed on. */
static char **box_environment(void)
{
	static char *env[8];
	static const char *const passed[] = {"ASAN_OPTIONS", "UBSAN_OPTIONS"};
	static char text[2][1024];
	int n = 0, i;

	env[n++] = "PATH=/usr/local/bin:/usr/bin:/bin";
	env[n++] = "HOME=/box";
	env[n++] = "TMPDIR=/box";
	env[n++] = "LANG=C";	/* the compilers quote in ASCII */
	for (i = 0; i < 2; i++)
		if (getenv(passed[i])) {
			snprintf(text[i], sizeof text[i], "%s=%s", passed[i],
				 getenv(passed[i]));
			env[n++] = text[i];
		}
	env[n] = NULL;
	return env;
}

/* Plain, the program dies with the supervisor: one killed outright (as
 * make fuzz's Ctrl-C kills it) leaves nothing running.  (Boxed, PID 1's
 * end ends its namespace.) */
static void die_with_supervisor(void)
{
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != supervisor)
		_exit(2);
}

/* The program itself: its limits; boxed, no capability and the filter;
 * descriptors 0, 1, 2 only (and 3, the script, for an interpreter that
 * reads it); then exec from the file opened before the box hid it. */
static void start_program(char **argv, int prog_fd)
{
	char *name = strrchr(argv[0], '/'), magic[2] = {0, 0};
	int script = pread(prog_fd, magic, 2, 0) == 2 && magic[0] == '#'
		&& magic[1] == '!';

	if (!isolated)
		die_with_supervisor();
	set_limits();
	if (isolated) {
		box_new_keyring();
		box_drop_capabilities();
		box_filter(one_process);
		argv[0] = name ? name + 1 : argv[0];
	}
	place(prog_fd, 3, !script);
	place(report_fd, 4, 1);	/* its end tells the supervisor: started */
	report_fd = 4;
	close_from(5);
	/* without a cgroup, fewer: an open file may hold a kernel buffer
	 * (a /proc file's, as long as its longest line) */
	limit(RLIMIT_NOFILE, one_process ? 64 : 256);
	syscall(SYS_execveat, 3, "", argv, isolated ? box_environment()
		: environ, AT_EMPTY_PATH);
	box_die("cannot run the program");
}

/* A copy of the words of argv, on the heap. */
static char **copy_words(char **argv)
{
	int n = 0, i;
	char **copy;

	while (argv[n])
		n++;
	if (!(copy = calloc((size_t)n + 1, sizeof *copy)))
		box_die("calloc");
	for (i = 0; i < n; i++)
		if (!(copy[i] = strdup(argv[i])))
			box_die("strdup");
	return copy;
}

/* What PID 1 measured of a run that no cgroup counts (one_process):
 * the most memory its program and its folder held at once, and whether
 * PID 1 killed it for going over the limit. */
struct memo {
	long peak_kib;
	int oom;
};

/* What the files of the run's folder hold, in KiB (its tmpfs). */
static long box_kib(void)
{
	struct statfs f;

	if (statfs("/box", &f) != 0)
		return 0;
	return (long)((f.f_blocks - f.f_bfree) * (unsigned long long)f.f_bsize
		      >> 10);
}

/* The room of the run's folder (a tmpfs), set again after each reading:
 * what the limit leaves beside the peak held, never less than its files
 * hold now.  A file written and let go between two readings is seen by
 * none, so this bounds it: a run's files and its peak together pass the
 * limit by no more than its resident set grew since the last reading,
 * which the next reading sees.  A program within the limit never meets
 * the bound: the room, OUT_MIB at first, only shrinks (the peak only
 * grows), by a MiB or more at a time, and stays at least a page (a
 * tmpfs of size 0 would have no bound at all). */
static void box_room(long held_kib, long files_kib)
{
	static long room_kib = -1;
	long want = mem_mib * 1024 - held_kib;
	char options[32];

	if (room_kib < 0)
		room_kib = out_mib * 1024;	/* as box_build() made it */
	if (want < files_kib)
		want = files_kib;
	if (want < 4)
		want = 4;
	if (want > room_kib - 1024)
		return;
	snprintf(options, sizeof options, "size=%ldk", want);
	if (mount(NULL, "/box", NULL, MS_REMOUNT | MS_NOSUID, options) == 0)
		room_kib = want;
}

/* The memory of a one-process run, as a cgroup would count it: what its
 * threads hold (account.h's group_held_kib(): a peak, which no burst
 * between two readings escapes) and its folder's files (their room
 * bounded by box_room()), every WATCH_MS and at its end (its peak
 * resident set, the folder as it left it), the most kept in *m; past the
 * limit it is killed, as a cgroup kills.  Its status.  SIGCHLD (child,
 * blocked) ends a wait at once. */
static int watch(pid_t prog, struct memo *m, const sigset_t *child)
{
	struct timespec pause = {0, WATCH_MS * 1000000L};
	struct rusage ru;
	int status;
	pid_t gone;
	long held, files;

	for (;;) {
		gone = wait4(prog, &status, WNOHANG, &ru);
		if (gone < 0 && errno != EINTR)
			_exit(2);
		held = gone == prog ? ru.ru_maxrss : group_held_kib(prog);
		files = box_kib();
		if (held + files > m->peak_kib)
			m->peak_kib = held + files;
		if (gone == prog)
			return status;
		if (held + files > mem_mib * 1024 && !m->oom) {
			kill(prog, SIGKILL);
			m->oom = 1;
		}
		box_room(held, files);
		sigtimedwait(child, NULL, &pause);	/* its end wakes us */
	}
}

/* Copies all of from into to (PID 1's, for --file); status 0 when it
 * could. */
static int pour(int from, int to)
{
	static char buf[1 << 16];
	ssize_t n;

	while ((n = read(from, buf, sizeof buf)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || write(to, buf, (size_t)n) != n)
			return -1;
	}
	return 0;
}

/* --file NAME, in PID 1, the box entered: the input (fd 0) becomes
 * NAME.in in the program's folder, and /dev/null its standard input and
 * output, as a judge of file input and output gives them.  The run's
 * stdout, kept for files_out(). */
static int files_in(void)
{
	char name[64];
	int out = fcntl(1, F_DUPFD_CLOEXEC, 10), null, in;

	snprintf(name, sizeof name, "%s.in", io_file);
	in = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	null = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (out < 0 || in < 0 || null < 0 || pour(0, in) != 0
	    || dup2(null, 0) != 0 || dup2(null, 1) != 1)
		_exit(2);
	close(in);
	close(null);
	return out;
}

/* --file NAME, in PID 1, the program and all it started gone: NAME.out,
 * a plain file (not a link, a pipe or a device) if the program left one,
 * is the run's output, poured into its stdout out (-1: not --file). */
static void files_out(int out)
{
	char name[64];
	struct stat st;
	int fd;

	if (out < 0)
		return;
	snprintf(name, sizeof name, "%s.out", io_file);
	fd = open(name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	/* a write refused means the supervisor stopped reading: over the
	 * output cap, an OLE it gives the run itself */
	if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
		pour(fd, out);
	if (fd >= 0)
		close(fd);
	close(out);
}

/* In PID 1: the program's wait status once it ends (one_process: as
 * watch() watches it), orphans reaped meanwhile. */
static int wait_program(pid_t prog, struct memo *m, sigset_t *child)
{
	int any;
	pid_t gone;

	if (one_process)
		return watch(prog, m, child);
	while ((gone = wait(&any)) != prog)
		if (gone < 0 && errno != EINTR)
			_exit(2);
	return any;
}

/* PID 1 of the run's namespace: enters the box, starts the program,
 * reaps orphans meanwhile (or, one_process, watches its memory); when
 * the program ends, kills and reaps every process left, then hands the
 * program's wait status to report, and what it measured to memo_fd. */
static void run_init(char **argv, int prog_fd, int report)
{
	struct memo m = {0, 0};
	int status, out;
	pid_t prog;
	sigset_t child, none;

	prctl(PR_SET_DUMPABLE, 0);	/* no ptrace, no /proc/1/ of it */
	box_enter();
	out = io_file ? files_in() : -1;
	argv = copy_words(argv);
	/* what /proc/1/cmdline shows: not our command line, whose words
	 * name the caller's files */
	memset(args_start, 0, (size_t)(args_end - args_start));
	strcpy(args_start, "init");
	sigemptyset(&none);
	sigemptyset(&child);
	sigaddset(&child, SIGCHLD);
	sigprocmask(SIG_BLOCK, &child, NULL);
	if ((prog = fork()) < 0)
		box_die("fork");
	if (prog == 0) {
		close(report);
		sigprocmask(SIG_SETMASK, &none, NULL);
		start_program(argv, prog_fd);
	}
	close(report_fd);
	close(prog_fd);
	report_fd = -1;
	status = wait_program(prog, &m, &child);
	kill(-1, SIGKILL);
	while (wait(NULL) > 0 || errno == EINTR)
		;
	files_out(out);
	if (write(report, &status, sizeof status) != sizeof status
	    || write(memo_fd, &m, sizeof m) != sizeof m)
		_exit(2);
	_exit(0);
}

/* Ends as the program ended: its exit status, or its signal. */
static void end_as(int status)
{
	if (WIFSIGNALED(status)) {
		signal(WTERMSIG(status), SIG_DFL);
		kill(getpid(), WTERMSIG(status));
	}
	_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 2);
}

/* Root of the new user namespace from here (nobody outside, or the
 * caller): the new root's files must have an owner the namespace knows.
 * A root caller's groups are dropped (map_user() denies setgroups to
 * anyone else). */
static void become_box_root(void)
{
	if ((by_root && setgroups(0, NULL) != 0)
	    || setresgid(0, 0, 0) != 0 || setresuid(0, 0, 0) != 0)
		box_die("setresuid");
}

/* Forks PID 1 of the new PID namespace (run_init(), which never
 * returns); the read end of the pipe its report comes on in *report_r. */
static pid_t fork_init(char **argv, int prog_fd, int *report_r)
{
	int report[2];
	pid_t init;

	if (pipe2(report, O_CLOEXEC) != 0)
		box_die("pipe");
	if ((init = fork()) < 0)
		box_die("fork");
	if (init == 0) {
		close(report[0]);
		run_init(argv, prog_fd, report[1]);
	}
	close(report[1]);
	*report_r = report[0];
	return init;
}

/* Tells the supervisor PID 1's pid as it sees it ("p PID"): the one to
 * kill to end the run. */
static void tell_init(pid_t init)
{
	char line[32];

	snprintf(line, sizeof line, "p%ld\n", (long)init);
	if (write(report_fd, line, strlen(line)) < 0)
		_exit(2);
}

/* Once PID 1 is gone: the program's wait status it reported.  No report
 * (PID 1 killed, by the supervisor or for memory): SIGKILL. */
static int init_status(pid_t init, int report_r)
{
	int status;

	while (waitpid(init, NULL, 0) < 0 && errno == EINTR)
		;
	if (read(report_r, &status, sizeof status) != sizeof status)
		status = SIGKILL;	/* as WIFSIGNALED sees it */
	return status;
}

/* In the child, isolated: the box, then PID 1, whose report it relays
 * by ending as the program ended. */
static void isolate(char **argv, int prog_fd, const char *dir)
{
	int keep_fd = keep_files ? open(dir, O_PATH | O_DIRECTORY) : -1;
	int report_r;
	pid_t init;

	if (keep_files && keep_fd < 0)
		box_die(dir);
	become_box_root();
	box_build(out_mib, keep_fd, one_process);
	limit(RLIMIT_NPROC, NPROC);
	init = fork_init(argv, prog_fd, &report_r);
	tell_init(init);
	close(report_fd);
	close(memo_fd);
	close(prog_fd);
	end_as(init_status(init, report_r));
}

/* A session of its own (no terminal), with none of the supervisor's
 * signal handlers; stdout and stderr the pipes; no core. */
static void detach(int out_w, int err_w)
{
	setsid();
	signal(SIGPIPE, SIG_DFL);
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	if (dup2(out_w, 1) != 1 || dup2(err_w, 2) != 2)
		box_die("dup2");
	limit(RLIMIT_CORE, 0);
}

/* Isolated: namespaces of its own, then "u" to the supervisor, which
 * maps its user. */
static void unshare_all(void)
{
	if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET
		    | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP)
	    || write(report_fd, "u\n", 2) != 2)
		box_die("unshare");
}

/* Nothing is opened before the supervisor's go: by then the child is in
 * the run's cgroups and, isolated, its user is mapped.  No go: it gave
 * up. */
static void await_go(int go_r)
{
	char go = 0;

	if (read(go_r, &go, 1) != 1 || go != 'g')
		_exit(2);
}

/* Stdin from in ("-": ours, as it is), and the program's file open: a
 * sealed copy of each, made by the supervisor, where it made one (see
 * sealed_copy()).  The program's descriptor. */
static int open_files(const char *in, const char *prog, int in_fd,
		      int prog_fd)
{
	int fd;

	if (in_fd >= 0 ? dup2(in_fd, 0) != 0 : strcmp(in, "-") != 0
	    && ((fd = open(in, O_RDONLY)) < 0 || dup2(fd, 0) != 0))
		box_die(in);
	if (prog_fd < 0 && (prog_fd = open(prog, O_RDONLY | O_CLOEXEC)) < 0)
		box_die(prog);
	return prog_fd;
}

/* The child: a session of its own (no terminal), stdin from in, stdout
 * and stderr the pipes; isolated, its namespaces, then the handshake;
 * then the box or, plain, the program in dir. */
static void child(char **argv, const char *in, int out_w, int err_w,
		  int go_r, const char *dir)
{
	int prog_fd;

	detach(out_w, err_w);
	if (isolated)
		unshare_all();
	await_go(go_r);
	prog_fd = open_files(in, argv[0], s.in_fd, s.prog_fd);
	if (isolated)
		isolate(argv, prog_fd, dir);
	if (dir && strcmp(dir, "-") != 0 && chdir(dir) != 0)
		box_die(dir);
	start_program(argv, prog_fd);
}

/* In the supervisor: maps the child's root to nobody (or to the caller,
 * who may map only itself). */
static void map_user(pid_t pid)
{
	char path[64], map[64];
	unsigned uid = by_root ? 65534 : (unsigned)getuid();
	unsigned gid = by_root ? 65534 : (unsigned)getgid();
	FILE *f;

	snprintf(path, sizeof path, "/proc/%ld/setgroups", (long)pid);
	if (!by_root && (f = fopen(path, "w")))	/* root drops them */
		fputs("deny", f), fclose(f);
	snprintf(path, sizeof path, "/proc/%ld/uid_map", (long)pid);
	snprintf(map, sizeof map, "0 %u 1\n", uid);
	if (!(f = fopen(path, "w")) || fputs(map, f) < 0 || fclose(f) != 0)
		die("uid_map");
	snprintf(path, sizeof path, "/proc/%ld/gid_map", (long)pid);
	snprintf(map, sizeof map, "0 %u 1\n", gid);
	if (!(f = fopen(path, "w")) || fputs(map, f) < 0 || fclose(f) != 0)
		die("gid_map");
}

/* Kills the whole run: PID 1 of the box takes its namespace with it;
 * plain, every process below the child, and the child's group. */
static void kill_run(struct run *r, enum end why)
{
	if (r->end == ENDED)
		r->end = why;
	if (s.reaped)	/* all gone, and its pids may be another's now */
		return;
	if (isolated) {
		kill(s.top, SIGKILL);
	} else {
		kill(-s.child, SIGKILL);
		tree_kill(s.child);
	}
}

/* Copies all that is waiting in the pipe *fd to the file to, up to the
 * cap (*sum counts what went), so that the program, blocked on a full
 * pipe meanwhile, waits as little as can be; the pipe is let go (-1) at
 * its end.  Whether the cap is passed. */
static int copy(int *fd, int to, long long *sum)
{
	static char buf[1 << 20];
	ssize_t n;

	while ((n = read(*fd, buf, sizeof buf)) > 0) {
		if (write(to, buf, (size_t)n) != n)
			die("writing the output");
		if ((*sum += n) > (long long)out_mib << 20)
			return 1;
	}
	if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
		close(*fd);
		*fd = -1;
	}
	return 0;
}

/* Once a tick: the run's CPU time and how long it waited for a core;
 * over the CPU limit, over the wall budget (running or sleeping), or
 * starved of CPU for ten budgets, it is ended. */
static void tick(struct run *r, long long wall_ms)
{
	struct tree t = tree_measure(s.top);
	long long elapsed = now_us() - s.started, cpu;

	s.last_tick = now_us();
	if (t.wait_us > s.waited_us)	/* kept when that process ends */
		s.waited_us = t.wait_us;
	cpu = counted ? (cg_cpu_us() - s.setup_us) / 1000 : t.cpu_ms;
	if (cpu > r->cpu_ms)
		r->cpu_ms = (long)cpu;
	if (!counted && t.peak_kib > r->peak_kib)	/* a killed run's too */
		r->peak_kib = t.peak_kib;
	if (cpu > cpu_ms)
		kill_run(r, KILLED_CPU);
	else if (elapsed - s.waited_us - s.blocked_us > wall_ms * 1000)
		kill_run(r, KILLED_IDLE);
	else if (elapsed > STARVED_FACTOR * wall_ms * 1000)
		kill_run(r, KILLED_STARVED);
}

/* From the start of the program to the end of the run: copies its
 * output, ticks, ends it when it must. */
static void supervise(struct run *r)
{
	long long wall_ms = 3 * cpu_ms + 200;
	siginfo_t info;

	for (;;) {
		struct pollfd fds[3] = {{s.out_r, POLLIN, 0},
			{s.err_r, POLLIN, 0}, {s.pidfd, POLLIN, 0}};
		int over = 0;
		long long woke, queued = group_wait_ns(getpid());
		poll(fds, 3, TICK_MS);
		woke = now_us();
		if (fds[0].revents)
			over |= copy(&s.out_r, s.out, &s.out_sum);
		if (fds[1].revents)
			over |= copy(&s.err_r, s.err, &s.err_sum);
		/* the time we took to wake and copy, while the program may
		 * have been blocked on a full pipe, is ours, not its */
		if (fds[0].revents | fds[1].revents)
			s.blocked_us += now_us() - woke
				+ (group_wait_ns(getpid()) - queued) / 1000;
		if (over)
			kill_run(r, KILLED_OUTPUT);
		memset(&info, 0, sizeof info);
		if (waitid(P_PID, (id_t)s.child, &info, WEXITED | WNOHANG
			   | WNOWAIT) == 0 && info.si_pid == s.child)
			break;	/* the child ended: so did the run */
		if (now_us() - s.last_tick >= TICK_MS * 1000)
			tick(r, wall_ms);
	}
}

/* What is left in the pipes once every process of the run is gone. */
static void drain(struct run *r)
{
	while (s.out_r >= 0 || s.err_r >= 0) {
		struct pollfd fds[2] = {{s.out_r, POLLIN, 0},
			{s.err_r, POLLIN, 0}};
		if (poll(fds, 2, 1000) <= 0)
			break;	/* a writer left: not ours to wait for */
		if ((fds[0].revents && copy(&s.out_r, s.out, &s.out_sum))
		    || (fds[1].revents && copy(&s.err_r, s.err, &s.err_sum)))
			kill_run(r, KILLED_OUTPUT);
	}
	if (s.out_r >= 0)
		close(s.out_r);
	if (s.err_r >= 0)
		close(s.err_r);
}

/* The child into the run's cgroups, before it may go on: nothing it
 * runs is uncounted.  Status 0, or -1. */
static int let_go(int go_w)
{
	if ((counted && cg_join(s.child) != 0) || write(go_w, "g", 1) != 1)
		return -1;
	return 0;
}

/* One record of the child's on the report pipe (see handshake()).
 * Status 0, or -1 with the reason said. */
static int on_record(const char *line, int go_w)
{
	if (line[0] == 'e') {
		fprintf(stderr, "sandbox: %s\n", line + 1);
		return -1;
	} else if (line[0] == 'p') {
		s.top = (pid_t)atol(line + 1);
	} else if (line[0] == 'u') {
		map_user(s.child);
		return let_go(go_w);
	}
	return 0;
}

/* The handshake, from the supervisor's side: the child's records on
 * the report pipe ("u": its namespaces are made, map it and let it on;
 * "p PID": PID 1 of its box; "e WHY": it failed) until the pipe ends,
 * when the program has started.  Status 0, or -1 with the reason said. */
static int handshake(int report_r, int go_w)
{
	char line[512];
	size_t n = 0;

	if (!isolated && let_go(go_w) != 0)
		return -1;
	while (n < sizeof line - 1 && read(report_r, line + n, 1) == 1) {
		if (line[n++] != '\n')
			continue;
		line[n - 1] = '\0';
		n = 0;
		if (on_record(line, go_w) != 0)
			return -1;
	}
	return 0;
}

/* The pipes the child's stdout and stderr go to, a megabyte each. */
static void output_pipe(int fds[2])
{
	if (pipe2(fds, O_CLOEXEC) != 0)
		die("pipe");
	fcntl(fds[0], F_SETPIPE_SZ, 1 << 20);
	fcntl(fds[0], F_SETFL, O_NONBLOCK);

}

/* What the run used, once it is over: the cgroup's figures where there
 * is one, else the processes' own. */
static void used(struct run *r, const struct rusage *ru)
{
	struct memo m;
	long ms = (ru->ru_utime.tv_sec + ru->ru_stime.tv_sec) * 1000L
		+ (ru->ru_utime.tv_usec + ru->ru_stime.tv_usec) / 1000;

	if (counted) {
		long long cpu = cg_cpu_us();
		long peak = cg_peak_kib();
		if (cpu >= 0)
			ms = (long)((cpu - s.setup_us) / 1000);
		if (peak > r->peak_kib)
			r->peak_kib = peak;
		r->oom = cg_oom_killed();
	}
	if (ms > r->cpu_ms)
		r->cpu_ms = ms;
	if (ru->ru_maxrss > r->peak_kib)
		r->peak_kib = ru->ru_maxrss;
	if (one_process && read(s.memo_r, &m, sizeof m) == sizeof m) {
		if (m.peak_kib > r->peak_kib)
			r->peak_kib = m.peak_kib;
		r->oom |= m.oom;
	}
}

/* The file path written anew, or for "-" our own descriptor fd, as it
 * is (its offset shared: what we print after the run follows it). */
static int output_file(const char *path, int fd)
{
	if (strcmp(path, "-") == 0)
		return fcntl(fd, F_DUPFD_CLOEXEC, 3);
	return open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
}

/* The files OUT and ERR ("-": our stdout, our stderr). */
static void open_outputs(const char *out, const char *err)
{
	s.out = output_file(out, 1);
	s.err = output_file(err, 2);
	if (s.out < 0 || s.err < 0)
		die(s.out < 0 ? out : err);
}

/* Forks the child, which never returns, its stdout and stderr into pipes
 * we read; of the handshake's pipes (see handshake()) we keep the read
 * end of report and the write end of go. */
static void fork_child(char **argv, const char *in, const char *dir,
		       int *report_r, int *go_w)
{
	int report[2], go[2], po[2], pe[2], memo[2];

	if (pipe2(report, O_CLOEXEC) != 0 || pipe2(go, O_CLOEXEC) != 0
	    || pipe2(memo, O_CLOEXEC) != 0)
		die("pipe");
	output_pipe(po);
	output_pipe(pe);
	if ((s.child = fork()) < 0)
		die("fork");
	if (s.child == 0) {	/* none of the supervisor's ends: a go */
		report_fd = report[1];	/* it never sends reads as an end */
		memo_fd = memo[1];
		close(report[0]), close(go[1]), close(po[0]), close(pe[0]);
		close(memo[0]);
		child(argv, in, po[1], pe[1], go[0], dir);
	}
	s.top = s.child;
	close(report[1]), close(go[0]), close(po[1]), close(pe[1]);
	close(memo[1]);
	s.out_r = po[0], s.err_r = pe[0], s.memo_r = memo[0];
	*report_r = report[0], *go_w = go[1];
}

/* Waits for the child, whose end is the run's.  Plain, the processes
 * the program left came to us (a subreaper): each killed hands us its
 * own, so until none is left. */
static void reap(struct run *r, struct rusage *ru)
{
	while (wait4(s.child, &r->status, 0, ru) < 0)
		if (errno != EINTR)
			die("wait");
	s.reaped = 1;
	if (isolated)
		return;
	while (tree_kill(getpid()) > 0 || waitpid(-1, NULL, WNOHANG) > 0)
		while (waitpid(-1, NULL, WNOHANG) > 0)
			;
}

/* The run's cgroups and files let go. */
static void release(void)
{
	cg_remove();
	close(s.out), close(s.err), close(s.memo_r);
	if (s.pidfd >= 0)
		close(s.pidfd);
}

/* A sealed copy in memory of the file at path (read to its end: a pipe
 * too), named name: inside the box it reads "/memfd:NAME (deleted)",
 * never a path of the caller's, and its pages are ours, not the run's.
 * Its descriptor, close-on-exec and read-only in effect. */
static int sealed_copy(const char *path, const char *name)
{
	static char buf[1 << 16];
	int from = open(path, O_RDONLY | O_CLOEXEC), to;
	ssize_t n = 0;

	to = memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
	if (from < 0 || to < 0)
		die(from < 0 ? path : "memfd_create");
	while ((n = read(from, buf, sizeof buf)) > 0)
		if (write(to, buf, (size_t)n) != n)
			die("copying into memory");
	if (n < 0 || fcntl(to, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW
			   | F_SEAL_WRITE | F_SEAL_SEAL) != 0
	    || lseek(to, 0, SEEK_SET) != 0)
		die(path);
	close(from);
	return to;
}

/* How this run is counted (see account.h): a cgroup of its own unless
 * the kernel refuses one or CGROUPS=0 says not to try; without one, a
 * boxed program judged for memory is held to one process (box_filter). */
static void choose_counting(void)
{
	const char *cgroups = getenv("CGROUPS");

	counted = !(cgroups && strcmp(cgroups, "0") == 0)
		&& cg_create(mem_mib) == 0;
	one_process = isolated && !counted && mem_mib > 0 && !keep_files;
}

/* One run of argv; files out and err written anew. */
static struct run run_once(char **argv, const char *in, const char *out,
			   const char *err, const char *dir)
{
	struct run r;
	struct rusage ru;
	int report_r, go_w, ok;

	memset(&r, 0, sizeof r);
	memset(&s, 0, sizeof s);
	choose_counting();
	s.in_fd = isolated && strcmp(in, "-") != 0
		? sealed_copy(in, "input") : -1;
	s.prog_fd = isolated && !keep_files ? sealed_copy(argv[0], "program")
		: -1;
	open_outputs(out, err);
	fork_child(argv, in, dir, &report_r, &go_w);
	if (s.in_fd >= 0)
		close(s.in_fd);
	if (s.prog_fd >= 0)
		close(s.prog_fd);
	s.pidfd = (int)syscall(SYS_pidfd_open, s.child, 0);
	ok = handshake(report_r, go_w) == 0;
	close(report_r), close(go_w);
	s.started = s.last_tick = now_us();
	s.setup_us = counted ? cg_cpu_us() : 0;
	if (ok)
		supervise(&r);
	else
		kill_run(&r, KILLED_OUTPUT);
	r.wall_us = (long)(now_us() - s.started);
	reap(&r, &ru);
	drain(&r);
	used(&r, &ru);
	release();
	r.broken = !ok;
	return r;
}

/* What a program's file asks for before it runs, in KiB: the sum of its
 * loadable segments (code, data, and bss, its static arrays); 0 when it
 * is not a 64-bit ELF file (a script). */
static long file_kib(const char *path)
{
	Elf64_Ehdr head;
	Elf64_Phdr part;
	long long sum = 0;
	int fd = open(path, O_RDONLY), i;

	if (fd >= 0 && pread(fd, &head, sizeof head, 0) == sizeof head
	    && memcmp(head.e_ident, ELFMAG, SELFMAG) == 0
	    && head.e_ident[EI_CLASS] == ELFCLASS64)
		for (i = 0; i < head.e_phnum; i++)
			if (pread(fd, &part, sizeof part,
				  (off_t)(head.e_phoff + (unsigned)i
					  * head.e_phentsize)) == sizeof part
			    && part.p_type == PT_LOAD)
				sum += (long long)part.p_memsz;
	if (fd >= 0)
		close(fd);
	return (long)(sum >> 10);
}

/* Over the memory limit: killed for it by the kernel, a peak over it,
 * or a crash of a program whose static arrays alone are over it (the
 * address space could not hold them). */
static int over_memory(const struct run *r, int signaled)
{
	if (r->oom || (mem_mib > 0 && r->peak_kib > mem_mib * 1024))
		return 1;
	return signaled && mem_mib > 0 && static_kib > mem_mib * 1024;
}

/* Over the CPU limit (killed for it, or found over it once ended) or
 * over the wall budget. */
static int over_time(const struct run *r)
{
	return r->end == KILLED_CPU || r->end == KILLED_IDLE
		|| r->cpu_ms > cpu_ms;
}

/* How the run ended against the limits, not the test's verdict (an
 * EXIT is the caller's to judge by its status and output): what ran out
 * first decides (a flood of output is slow too, a memory hog may be
 * killed). */
static const char *outcome(const struct run *r)
{
	int signaled = r->end == ENDED && WIFSIGNALED(r->status);

	if (r->end == KILLED_OUTPUT
	    || (signaled && WTERMSIG(r->status) == SIGXFSZ))
		return "OLE";
	if (over_memory(r, signaled))
		return "MLE";
	if (over_time(r))
		return "TLE";
	if (r->end == KILLED_STARVED)
		return "BUSY";
	return signaled ? "RE" : "EXIT";
}

/* Ctrl-C, or the caller ending us: the run goes with us. */
static void on_stop(int sig)
{
	if (s.child > 0 && !s.reaped) {
		kill(isolated ? s.top : -s.child, SIGKILL);
		kill(s.child, SIGKILL);
		waitpid(s.child, NULL, 0);
	}
	cg_remove();
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Reads the input through once, so that its pages are in memory on our
 * account, not the program's (a file only: a pipe would be used up). */
static void preload(const char *in)
{
	char buf[65536];
	struct stat st;
	int fd = open(in, O_RDONLY);

	while (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)
	       && read(fd, buf, sizeof buf) > 0)
		;
	if (fd >= 0)
		close(fd);
}

static long number(const char *text, const char *what)
{
	char *end;
	long v = strtol(text, &end, 10);

	if (end == text || *end || v < 0 || v > 100000000) {
		fprintf(stderr, "sandbox: bad %s '%s'\n", what, text);
		exit(2);
	}
	return v;
}

/* --probe: one line a promise; status 0 when runs can be isolated. */
static int probe(void)
{
	char *argv[] = {"/bin/true", NULL};
	struct run r;
	int boxed;

	cpu_ms = 5000, mem_mib = 64, out_mib = 1;
	r = run_once(argv, "/dev/null", "/dev/null", "/dev/null", "-");
	boxed = !r.broken && r.end == ENDED && WIFEXITED(r.status)
		&& WEXITSTATUS(r.status) == 0;
	printf("isolated: %s\n", boxed ? "yes" : "no");
	printf("counted: %s\n", counted ? "the whole run (cgroups)"
	       : "one process (no cgroup we may create)");
	return !boxed;
}

/* Ctrl-C and the caller's signals end the run with us (on_stop); a
 * reader of ours gone is not a reason to die. */
static void catch_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

/* Where a run reads and writes (see the top). */
struct files {
	const char *in, *out, *err, *dir;
};

/* Runs prog until the machine gives it CPU: a BUSY run is run again,
 * TRIES runs in all.  Status 0, or -1 when the sandbox failed and said
 * why. */
static int run_served(char **prog, const struct files *f, struct run *r)
{
	int try;

	if (strcmp(f->in, "-") != 0)
		preload(f->in);
	for (try = 0; try < TRIES; try++) {
		*r = run_once(prog, f->in, f->out, f->err, f->dir);
		if (r->broken)
			return -1;
		if (strcmp(outcome(r), "BUSY") != 0
		    || strcmp(f->in, "-") == 0)	/* stdin used up */
			break;
	}
	return 0;
}

/* CODE of the line: the exit status or the signal of a program that
 * ended by itself; 0 for one we killed. */
static int end_code(const struct run *r)
{
	if (r->end != ENDED)
		return 0;
	return WIFSIGNALED(r->status) ? WTERMSIG(r->status)
		: WEXITSTATUS(r->status);
}

/* An MLE for its static arrays alone shows what they ask for as its
 * peak. */
static void show_static_peak(struct run *r)
{
	if (strcmp(outcome(r), "MLE") == 0 && !r->oom
	    && r->peak_kib <= mem_mib * 1024)
		r->peak_kib = static_kib;
}

/* The one line of a run (see the top). */
static void print_line(struct run *r)
{
	show_static_peak(r);
	printf("%s %d %ld %ld %ld %s\n", outcome(r), end_code(r), r->cpu_ms,
	       r->peak_kib, r->wall_us, end_name[r->end]);
}

/* What the command line asks for: the named options (see the top). */
struct request {
	struct files files;
	const char *tests, *expect;	/* --tests LIST, --expect EXPECTED */
	enum rule rule;
	const char *judge;	/* the checker's or interactor's path */
	long judge_ms, judge_mib;	/* its limits */
	const char *given;	/* --given WRITTEN: no run, its output */
	int stop;
	char **prog;
};

/* How a run ended, as the sandbox's line says it (print_line): into o,
 * what it used into used (CPU ms, peak KiB, wall us). */
static void ended_as(struct run *r, struct outcome *o, long used[3])
{
	show_static_peak(r);
	snprintf(o->what, sizeof o->what, "%s", outcome(r));
	snprintf(o->end, sizeof o->end, "%s", end_name[r->end]);
	o->code = end_code(r);
	used[0] = r->cpu_ms, used[1] = r->peak_kib, used[2] = r->wall_us;
}

/* Removes what is at path, a folder with all it holds. */
static int drop_any(const char *path, const struct stat *st, int type,
		    struct FTW *at)
{
	(void)st, (void)type, (void)at;
	if (remove(path) != 0)
		die(path);
	return 0;
}

/* The folder dir made anew, empty. */
static void made_anew(const char *dir)
{
	if ((nftw(dir, drop_any, 16, FTW_DEPTH | FTW_PHYS) != 0
	     && errno != ENOENT) || mkdir(dir, 0755) != 0)
		die(dir);
}

/* Runs a tool of ours to its end, dying with us: path with argv, plain
 * (ISOLATE=0) where asked; what it printed, into lines.  Status 0 when
 * it exited 0. */
static int helper(const char *path, char **argv, int plain, char *lines,
		  size_t size)
{
	int fds[2], status;
	size_t got = 0;
	ssize_t n;
	pid_t pid;

	if (pipe2(fds, O_CLOEXEC) != 0)
		die("pipe");
	if ((pid = fork()) < 0)
		die("fork");
	if (pid == 0) {
		prctl(PR_SET_PDEATHSIG, SIGTERM);	/* its run dies too */
		if ((plain && setenv("ISOLATE", "0", 1) != 0)
		    || dup2(fds[1], 1) != 1)
			_exit(2);
		execv(path, argv);
		_exit(2);
	}
	close(fds[1]);
	while (got + 1 < size && (n = read(fds[0], lines + got,
					   size - 1 - got)) != 0)
		if (n > 0)
			got += (size_t)n;
		else if (errno != EINTR)
			die("reading a tool's lines");
	lines[got] = '\0';
	close(fds[0]);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			die("wait");
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

enum { PATH_SIZE = 4200 };

/* path with suffix after it, in to (PATH_SIZE bytes). */
static char *beside(char *to, const char *path, const char *suffix)
{
	if (strlen(path) + strlen(suffix) >= PATH_SIZE) {
		fprintf(stderr, "sandbox: %s: too long a path\n", path);
		exit(2);
	}
	return strcat(strcpy(to, path), suffix);
}

/* v as a word of a command line, in to. */
static char *word(char to[24], long v)
{
	snprintf(to, 24, "%ld", v);
	return to;
}

/* The checker's run on the output: us again, plain, under its own limits
 * (`CHECKER IN ANSWER FEEDBACK < OUT`, tests/common/checker.h), as
 * problemtools runs an output validator; its line into c.  Status 0,
 * -1 when it could not be run. */
static int check(const struct request *q, const struct files *f,
		 const char *output, const char *answer, const char *feedback,
		 struct outcome *c)
{
	char ms[24], mib[24], out[PATH_SIZE], err[PATH_SIZE], line[256];
	long used[3];
	char *argv[] = {"sandbox", "--time", word(ms, q->judge_ms),
		"--memory", word(mib, q->judge_mib), "--output", "64",
		"--in", (char *)output, "--out", beside(out, feedback,
		"/stdout"), "--err", beside(err, feedback, "/stderr"), "--",
		(char *)q->judge, (char *)f->in, (char *)answer,
		(char *)feedback, NULL};

	if (helper("/proc/self/exe", argv, 1, line, sizeof line) != 0
	    || read_run(line, c, used) != 0) {
		fprintf(stderr, "sandbox: could not run %s\n", q->judge);
		return -1;
	}
	return 0;
}

/* The interact tool beside us (it finds the sandbox beside itself): its
 * path. */
static char *interact_path(void)
{
	static char path[PATH_SIZE];
	ssize_t n = readlink("/proc/self/exe", path, sizeof path - 10);
	char *slash;

	if (n < 0)
		die("/proc/self/exe");
	path[n] = '\0';
	slash = strrchr(path, '/');
	strcpy(slash ? slash + 1 : path, "interact");
	return path;
}

/* The program's game against the interactor (tools/core/interact.c:
 * each side in a sandbox of its own): how the program's run ended into
 * o and used, the interactor's into judge, whether it ended first into
 * judge_first.  Status 0, -1 when the game could not be had. */
static int play(const struct request *q, const struct files *f,
		const char *answer, const char *feedback, struct outcome *o,
		long used[3], struct outcome *judge, int *judge_first)
{
	char ms[24], mib[24], cap[24], judge_ms[24], judge_mib[24];
	char lines[1024], *second, *third;
	long judge_used[3];
	char *argv[] = {interact_path(), "--time", word(ms, cpu_ms),
		"--memory", word(mib, mem_mib), "--output", word(cap, out_mib),
		"--out", (char *)f->out, "--err", (char *)f->err, "--dir",
		(char *)f->dir, "--judge-time", word(judge_ms, q->judge_ms),
		"--judge-memory", word(judge_mib, q->judge_mib),
		"--interactor", (char *)q->judge, "--in", (char *)f->in,
		"--answer", (char *)answer, "--feedback", (char *)feedback,
		"--", q->prog[0], NULL};

	if (helper(argv[0], argv, 0, lines, sizeof lines) != 0
	    || !(second = strchr(lines, '\n'))
	    || !(third = strchr(second + 1, '\n'))
	    || read_run(lines, o, used) != 0
	    || read_run(second + 1, judge, judge_used) != 0) {
		fprintf(stderr, "sandbox: could not play against %s\n",
			q->judge);
		return -1;
	}
	*judge_first = strncmp(third + 1, "interactor", 10) == 0;
	return 0;
}

/* The run a test is judged on, how it ended into o and used: the
 * program's own (run again while the machine starves it: run_served),
 * a game against the interactor, or with --given none, WRITTEN holding
 * what a run wrote that exited 0 within every limit, saying nothing.
 * The interactor's run into judge.  Status 0, -1 on a failure. */
static int run_of(const struct request *q, const struct files *f,
		  const struct expected *e, const char *answer,
		  const char *feedback, struct outcome *o, long used[3],
		  struct outcome *judge, int *judge_first)
{
	static const struct outcome exited = {"EXIT", 0, "ended"};
	struct run r;

	if (e->rule == RULE_INTERACTIVE)
		return play(q, f, answer, feedback, o, used, judge,
			    judge_first);
	if (q->given) {
		*o = exited;
		used[0] = used[1] = used[2] = 0;
		return 0;
	}
	if (run_served(q->prog, f, &r) != 0)
		return -1;
	ended_as(&r, o, used);
	return 0;
}

/* One test, the nth of a list (0 for --expect): the run it is judged on
 * (run_of), the checker's run on an answer where the rule has one
 * (check), the verdict by the one rule (verdict.h's decide()) and the
 * test's record (see the top).  The checker's or interactor's folder
 * is OUT.feedback, for a list's nth test OUT.n.feedback, made anew and
 * kept.  Status 1 for AC, 0 for another verdict, -1 when it could not
 * be had. */
static int judge_test(const struct request *q, const struct files *f,
		      const char *expect_path, long n)
{
	struct expected e = {EXPECT_ANSWER, RULE_LINES, NULL, NULL, NULL, 0};
	struct limits l;
	struct outcome o, judge = {"NONE", 0, "ended"};
	text_t want = {NULL, 0, 0, 0}, out, err, message;
	char feedback[PATH_SIZE], message_path[PATH_SIZE], nth[32];
	char detail[DETAIL_SIZE];
	long used[3];
	const char *v, *output = q->given ? q->given : f->out;

	l.cpu_ms = cpu_ms, l.memory_mib = mem_mib, l.output_mib = out_mib;
	e.expect = expected(expect_path, q->rule, &want);
	e.want = &want;
	/* an interactive problem's rejection test is its own input: no game */
	e.rule = q->rule == RULE_INTERACTIVE && e.expect == EXPECT_REJECTION
		 ? RULE_LINES : q->rule;
	snprintf(nth, sizeof nth, ".%ld.feedback", n);
	beside(feedback, f->out, n ? nth : ".feedback");
	if (q->judge)
		made_anew(feedback);
	if (run_of(q, f, &e, expect_path, feedback, &o, used, &judge,
		   &e.judge_first) != 0)
		return -1;
	if (e.rule == RULE_CHECKER && e.expect == EXPECT_ANSWER
	    && strcmp(o.what, "EXIT") == 0 && o.code == 0
	    && check(q, f, output, expect_path, feedback, &judge) != 0)
		return -1;
	read_message(&message, q->judge ? beside(message_path, feedback,
		"/judgemessage.txt") : "/dev/null");
	e.checker = &judge, e.message = &message;
	/* trailing blanks matter to the rejection rule, and to exact */
	load(&out, output, e.expect != EXPECT_ANSWER || e.rule == RULE_EXACT);
	load(&err, f->err, 1);
	v = decide(&o, &l, &e, &out, &err, detail);
	print_record(v, &o, used[0], used[1], used[2], f->in, detail);
	fflush(stdout);
	free(want.text), free(out.text), free(err.text), free(message.text);
	return strcmp(v, "AC") == 0;
}

/* Empties the folder path (ISOLATE=0: each test's program starts in an
 * empty folder, as a boxed one does). */
static int drop_entry(const char *path, const struct stat *st, int type,
		      struct FTW *at)
{
	(void)st, (void)type;
	if (at->level > 0 && remove(path) != 0)
		die(path);
	return 0;
}

/* --tests LIST: each test of LIST judged (judge_test), a record each,
 * until the first that is not AC where --stop says so.  Status 0, 2
 * when a test could not be judged or LIST is not a list. */
static int run_tests(const struct request *q)
{
	FILE *tests = fopen(q->tests, "r");
	static char line[8192];
	struct files f = q->files;
	char *tab;
	int status = 1;
	long n = 0;

	if (!tests)
		die(q->tests);
	while (status >= 0 && (status || !q->stop)
	       && fgets(line, sizeof line, tests)) {
		tab = strchr(line, '\t');
		if (!tab || !strchr(tab, '\n')) {
			fprintf(stderr, "sandbox: %s: a line not IN, a tab "
				"and EXPECTED\n", q->tests);
			return 2;
		}
		*tab++ = '\0', tab[strcspn(tab, "\n")] = '\0';
		f.in = line;
		if (!isolated && nftw(f.dir, drop_entry, 16,
				      FTW_DEPTH | FTW_PHYS) != 0)
			die(f.dir);
		status = judge_test(q, &f, tab, ++n);
	}
	fclose(tests);
	return status < 0 ? 2 : 0;
}

static void usage(void)
{
	fputs("usage: sandbox [--keep-files] --time MS --memory MIB "
	      "--output MIB [--in FILE] [--out FILE] [--err FILE] "
	      "[--dir DIR] [--file NAME] [--tests LIST [--stop] | --expect "
	      "EXPECTED [--given]] [--rule tokens|exact|lines|checker=PATH|"
	      "interactor=PATH] [--judge-time MS] [--judge-memory MIB] "
	      "PROG [ARG...] | sandbox --probe\n", stderr);
	exit(2);
}

/* --rule NAME: how a test's output is judged; a checker or an
 * interactor named with its path. */
static void rule_named(const char *name, struct request *q)
{
	static const char *const names[] = {
		"tokens", "exact", "lines", "checker=", "interactor="
	};
	static const enum rule rules[] = {
		RULE_TOKENS, RULE_EXACT, RULE_LINES, RULE_CHECKER,
		RULE_INTERACTIVE
	};
	int k;

	for (k = 0; k < 5; k++)
		if (k < 3 ? strcmp(name, names[k]) == 0
		    : strncmp(name, names[k], strlen(names[k])) == 0)
			break;
	if (k == 5 || (k >= 3 && !name[strlen(names[k])]))
		usage();
	q->rule = rules[k];
	q->judge = k >= 3 ? name + strlen(names[k]) : NULL;
}

/* NAME of --file NAME: 1 to 32 of a-z, 0-9 and _; a copy, since PID 1
 * wipes our command line. */
static char *file_named(const char *name)
{
	static char copy[33];
	size_t n = strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789_");

	if (!n || n > 32 || name[n])
		usage();
	return strcpy(copy, name);
}

/* The option argv[0] and, for one that takes it, its value argv[1]:
 * the words used. */
static int option(char **argv, struct request *q, long *limits)
{
	static const char *const valued[] = {
		"--time", "--memory", "--output", "--judge-time",
		"--judge-memory", "--in", "--out", "--err", "--dir",
		"--tests", "--expect", "--given", "--rule", "--file"
	};
	int k;

	if (strcmp(argv[0], "--keep-files") == 0)
		return keep_files = 1;
	if (strcmp(argv[0], "--stop") == 0)
		return q->stop = 1;
	for (k = 0; k < 14 && strcmp(argv[0], valued[k]) != 0; k++)
		;
	if (k == 14 || !argv[1])
		usage();
	switch (k) {
	case 0: case 1: case 2: case 3: case 4:
		limits[k] = number(argv[1], argv[0] + 2);
		break;
	case 5: q->files.in = argv[1]; break;
	case 6: q->files.out = argv[1]; break;
	case 7: q->files.err = argv[1]; break;
	case 8: q->files.dir = argv[1]; break;
	case 9: q->tests = argv[1]; break;
	case 10: q->expect = argv[1]; break;
	case 11: q->given = argv[1]; break;
	case 12: rule_named(argv[1], q); break;
	default: io_file = file_named(argv[1]);
	}
	return 2;
}

/* Whether the options go together: every limit given; a test judged
 * (--tests, or --expect) never with --keep-files, a list never with
 * --in; --file boxed, with no --keep-files; a checker or an interactor
 * only for a test, its folder beside a file OUT; --given only for
 * --expect, with no game. */
static int request_ok(const struct request *q, const long *limits)
{
	int judged = q->tests || q->expect;

	return limits[0] >= 0 && limits[1] >= 0 && limits[2] >= 0
	       && !(q->tests && q->expect)
	       && !(judged && keep_files)
	       && !(q->tests && strcmp(q->files.in, "/dev/null"))
	       && !(io_file && (keep_files || !isolated))
	       && !(q->judge && (!judged || !strcmp(q->files.out, "-")
				 || !strcmp(q->files.out, "/dev/null")))
	       && !(q->rule == RULE_INTERACTIVE
		    && ((q->prog[0] && q->prog[1]) || io_file))
	       && !(q->given && (!q->expect || q->rule == RULE_INTERACTIVE));
}

static void read_request(char **argv, struct request *q)
{
	long limits[5] = {-1, -1, -1, 10000, 1024};

	memset(q, 0, sizeof *q);
	q->files.in = q->files.out = q->files.err = "/dev/null";
	q->files.dir = "-";
	q->rule = RULE_LINES;
	while (*argv && strncmp(*argv, "--", 2) == 0) {
		if (strcmp(*argv, "--") == 0) {
			argv++;
			break;
		}
		argv += option(argv, q, limits);
	}
	q->prog = argv;	/* none only where --given runs none */
	if (!*argv != !!q->given || !request_ok(q, limits))
		usage();
	cpu_ms = limits[0], mem_mib = limits[1], out_mib = limits[2];
	q->judge_ms = limits[3], q->judge_mib = limits[4];
}

int main(int argc, char **argv)
{
	struct request q;
	struct run r;

	catch_signals();
	supervisor = getpid();
	isolated = !getenv("ISOLATE") || strcmp(getenv("ISOLATE"), "0") != 0;
	by_root = getuid() == 0;
	if (!isolated)	/* orphans come to us, to be killed */
		prctl(PR_SET_CHILD_SUBREAPER, 1);
	args_start = argv[0];
	args_end = argv[argc - 1] + strlen(argv[argc - 1]);
	if (argc == 2 && strcmp(argv[1], "--probe") == 0)
		return probe();
	read_request(argv + 1, &q);
	static_kib = q.given ? 0 : file_kib(q.prog[0]);
	if (q.tests)
		return run_tests(&q);
	if (q.expect)
		return judge_test(&q, &q.files, q.expect, 0) < 0 ? 2 : 0;
	if (run_served(q.prog, &q.files, &r) != 0)
		return 2;
	print_line(&r);
	return 0;
}
