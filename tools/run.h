/*
 * run.h: run a program in a process group of its own under a wall clock,
 * and leave nothing it started running.  For tools/sandbox.c and
 * tools/fuzz.c (POSIX).
 */
#ifndef RUN_H
#define RUN_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t run_timed_out;
static volatile pid_t run_group;	/* the running child's group */

static void run_on_alarm(int sig)
{
	(void)sig;
	run_timed_out = 1;
}

/* Interrupted ourselves (Ctrl-C reaches our group, not the child's): take
 * the child's group down with us. */
static void run_on_stop(int sig)
{
	if (run_group > 0)
		kill(-run_group, SIGKILL);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void run_die(const char *what)
{
	fprintf(stderr, "%s: %s\n", what, strerror(errno));
	exit(2);
}

static void run_redirect(const char *path, int fd, int flags)
{
	int f = open(path, flags, 0644);

	if (f < 0 || dup2(f, fd) < 0)
		run_die(path);
	close(f);
}

/* Runs argv[0] with stdin from `in`, stdout and stderr to `out`, `err`,
 * in a process group of its own; in the child, limits() (if not NULL) is
 * called before the program starts.  Waits at most wall_ms (0: no limit)
 * before killing the group, and kills it anyway once the program ends.
 * Returns the wait status, or -1 when the wall clock ran out. */
static int run_program(char **argv, const char *in, const char *out,
		       const char *err, long wall_ms, void (*limits)(void))
{
	struct sigaction sa;
	struct itimerval timer;
	pid_t pid;
	int status;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = run_on_alarm;	/* no SA_RESTART: waitpid returns */
	sigaction(SIGALRM, &sa, NULL);
	sa.sa_handler = run_on_stop;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);

	pid = fork();
	if (pid < 0)
		run_die("fork");
	if (pid == 0) {
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		setpgid(0, 0);
		if (limits)
			limits();
		run_redirect(in, 0, O_RDONLY);
		run_redirect(out, 1, O_WRONLY | O_CREAT | O_TRUNC);
		run_redirect(err, 2, O_WRONLY | O_CREAT | O_TRUNC);
		execv(argv[0], argv);
		fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	setpgid(pid, pid);	/* both sides set it: no race */
	run_group = pid;
	run_timed_out = 0;
	memset(&timer, 0, sizeof timer);
	timer.it_value.tv_sec = wall_ms / 1000;
	timer.it_value.tv_usec = wall_ms % 1000 * 1000;
	setitimer(ITIMER_REAL, &timer, NULL);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR)
			run_die("waitpid");
		if (run_timed_out)
			kill(-pid, SIGKILL);
	}
	memset(&timer, 0, sizeof timer);
	setitimer(ITIMER_REAL, &timer, NULL);
	kill(-pid, SIGKILL);	/* whatever it left behind */
	run_group = 0;
	return run_timed_out ? -1 : status;
}

#endif
